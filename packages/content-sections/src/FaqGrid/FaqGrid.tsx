'use client';

import { FaqQuestion } from '../FaqSection/FaqQuestion.js';
import { useFaqMessages } from '../FaqSection/faqMessages.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { FaqGridColumns, FaqGridProps } from './faqGridContent.js';

// Whole class names, so Tailwind finds them. One column on phones; two from 40rem, where two cards
// of text still have room; three from the desktop breakpoint.
const COLUMNS: Record<FaqGridColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 min-[40rem]:grid-cols-2',
  3: 'grid-cols-1 min-[40rem]:grid-cols-2 desktop:grid-cols-3',
};

/**
 * FAQ cards in a grid of 1, 2 or 3 columns (SPEC §2 item 7). Each card is the FAQ section's card: the
 * question, three lines of its answer, and the whole answer in a modal (or expanded in place, where
 * the cards then keep their own height).
 */
export function FaqGrid({ heading, perex, columns, variant, items }: FaqGridProps) {
  const t = useFaqMessages();
  return (
    <BlockSection heading={heading} perex={perex}>
      {items.length > 0 ? (
        <ul
          data-section-box=""
          className={`grid list-none gap-4 p-0 ${COLUMNS[columns]}${variant === 'inline' ? ' items-start' : ''}`}
        >
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; questions may repeat
            <FaqQuestion key={index} item={item} variant={variant} headingLevel={heading ? 3 : 2} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{t.noQuestions}</p>
      )}
    </BlockSection>
  );
}
