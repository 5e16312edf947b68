import { ProductCard } from './ProductCard.js';
import type { ProductListProps } from './productListContent.js';

/** Products as a grid of cards: price, stickers, a call to action; a featured card stands out. */
export function ProductList({ heading, perex, items }: ProductListProps) {
  return (
    <section className="px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {heading ? <h2 className="text-2xl font-bold text-ink tablet:text-3xl">{heading}</h2> : null}
        {perex ? <p className="max-w-3xl text-lg text-ink-muted">{perex}</p> : null}
        {items.length > 0 ? (
          <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3">
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; headings may repeat
              <li key={index}>
                <ProductCard product={item} headingLevel={heading ? 3 : 2} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
