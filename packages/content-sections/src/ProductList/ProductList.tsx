import { cardGridClass } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import { ProductCard } from './ProductCard.js';
import type { ProductListProps } from './productListContent.js';

/** Products as a grid of cards: price, stickers, a call to action; a featured card stands out. */
export function ProductList({ heading, perex, items }: ProductListProps) {
  return (
    <BlockSection heading={heading} perex={perex}>
      {items.length > 0 ? (
        <ul data-section-box="" className={`${cardGridClass(items.length)} gap-6`}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; headings may repeat
            <li key={index}>
              <ProductCard product={item} headingLevel={heading ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
