import { cardGridClass, Image } from '@insurance-web/ui';
import { Cta } from '../Cta/Cta.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { CardListProps } from './cardListContent.js';

/**
 * Columns: one on phones, at most two on tablets, at most `perRow` on desktop, fewer when there are
 * fewer cards (ui's cardGridClass: two cards fill the row rather than two thirds of it).
 */
const gridClass = (count: number, perRow: number): string =>
  perRow === 1 ? 'grid' : cardGridClass(count, perRow === 2 || perRow === 4 ? perRow : 3);

/** Cards in a grid; every image sits in a box of the same height, so cards line up and nothing shifts. */
export function CardList({ heading, perex, cards, perRow, imageHeight }: CardListProps) {
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <BlockSection heading={heading} perex={perex}>
      {cards.length > 0 ? (
        <ul data-section-box="" className={`${gridClass(cards.length, perRow)} gap-6`}>
          {cards.map((card, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional CMS content
              key={index}
              className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-6"
            >
              {card.image ? (
                // The box has the editor's height; the image keeps its aspect inside it.
                <div className="flex items-center" style={{ height: `${imageHeight}px` }}>
                  <Image
                    image={card.image}
                    sizes={`${Math.ceil((imageHeight * card.image.width) / card.image.height)}px`}
                    className="h-full w-auto max-w-full object-contain"
                  />
                </div>
              ) : null}
              <CardHeading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
                {card.heading}
              </CardHeading>
              {card.perex ? <p className="text-ink-muted [overflow-wrap:anywhere]">{card.perex}</p> : null}
              {card.button ? (
                <div className="mt-auto pt-2">
                  <Cta button={card.button} category="Seznam karet" />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
