import { cardGridClass, Image } from '@insurance-web/ui';
import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { DetailModal } from '../DetailModal/DetailModal.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { ItemListItem, ItemListProps } from './itemListContent.js';

interface ItemCardProps {
  item: ItemListItem;
  /** `h3` under the block's heading, `h2` when the block has none (headings in order). */
  headingLevel: 2 | 3;
}

function ItemCard({ item, headingLevel }: ItemCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface">
      {item.image ? (
        <Image
          image={item.image}
          sizes="(min-width: 64rem) 22rem, (min-width: 29rem) 50vw, 100vw"
          className="h-auto w-full bg-brand-soft"
        />
      ) : null}
      <div className="flex flex-1 flex-col items-start gap-3 p-5">
        <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{item.heading}</Heading>
        {item.perex ? <p className="text-ink-muted [overflow-wrap:anywhere]">{item.perex}</p> : null}
        {isEmptyRichText(item.detail) ? null : (
          <div className="mt-auto pt-2">
            <DetailModal title={item.heading} content={item.detail} />
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * Cards with an image, heading and perex; a card with a detail adds the `DetailModal` leaf
 * (`Zobrazit detail`), the only part that hydrates. The cards themselves are server markup.
 */
export function ItemList({ heading, items }: ItemListProps) {
  return (
    <BlockSection heading={heading}>
      {items.length > 0 ? (
        <ul data-section-box="" className={`${cardGridClass(items.length)} gap-6`}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; headings may repeat
            <li key={index}>
              <ItemCard item={item} headingLevel={heading ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
