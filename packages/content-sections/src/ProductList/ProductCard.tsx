import { Image } from '@insurance-web/ui';
import { formatCzk } from '@insurance-web/validation';
import { clsx } from 'clsx';
import { Cta } from '../Cta/Cta.js';
import { InViewAnimation } from '../media/InViewAnimation.js';
import { ProductStickers } from './ProductStickers.js';
import type { ProductItem } from './productListContent.js';

export interface ProductCardProps {
  product: ProductItem;
  /** `h3` under the block's heading, `h2` when the block has none (headings in order). */
  headingLevel: 2 | 3;
}

/** The analytics category of the products' calls to action. */
export const PRODUCTS_CATEGORY = 'Produkty';

/**
 * One product card, shared by the list and the carousel. Server-safe: context is read only by its
 * leaves (`Image`, `InViewAnimation`, `ProductStickers`, `Cta`). A `.json` animation is played by
 * `InViewAnimation` in a box of its size reserved on the server; its player loads only once the card
 * scrolls into view, so a block with an animation is an island (see the block definitions).
 */
export function ProductCard({ product, headingLevel }: ProductCardProps) {
  const { heading, perex, price, priceInfo, stickers, image, animation, isFeatured, button } = product;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-card bg-surface',
        isFeatured ? 'border-4 border-brand shadow-dialog' : 'border border-line',
      )}
    >
      {image ? (
        <Image
          image={image}
          sizes="(min-width: 64rem) 22rem, (min-width: 29rem) 50vw, 100vw"
          className="h-auto w-full bg-brand-soft"
        />
      ) : animation ? (
        <InViewAnimation
          src={animation.url}
          width={animation.width}
          height={animation.height}
          label={animation.alt}
          className="bg-brand-soft"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{heading}</Heading>
        <ProductStickers stickers={stickers} />
        {perex ? <p className="text-ink-muted">{perex}</p> : null}
        {price !== null || priceInfo ? (
          <p className="text-ink">
            {price !== null ? (
              <span className="text-2xl font-bold text-brand">{formatCzk(price)}</span>
            ) : null}
            {price !== null && priceInfo ? ' ' : null}
            {priceInfo ? <span className="text-ink-muted">{priceInfo}</span> : null}
          </p>
        ) : null}
        {button ? (
          <div className="mt-auto pt-2">
            <Cta button={button} category={PRODUCTS_CATEGORY} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
