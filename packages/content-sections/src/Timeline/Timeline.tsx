import { RichTextBody } from '../content/richText/RichTextBody.js';
import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { TimelineProps } from './timelineContent.js';

const YEAR = /^\d{4}$/;

/**
 * Milestones in order: an ordered list along a line, each with its date, heading and text. Down the
 * left edge on a phone and a tablet; across the row on a desktop, so that the block fills its row.
 */
export function Timeline({ heading, items }: TimelineProps) {
  const ItemHeading = heading ? 'h3' : 'h2';
  return (
    <BlockSection heading={heading}>
      <ol
        data-section-box=""
        className="flex flex-col gap-8 border-s-2 border-brand ps-6 desktop:grid desktop:auto-cols-fr desktop:grid-flow-col desktop:gap-6 desktop:border-s-0 desktop:border-t-2 desktop:ps-0 desktop:pt-6"
      >
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: milestones are positional CMS content
          <li key={index} className="relative flex min-w-0 flex-col gap-2">
            {/* The dot on the line: decoration, the list itself carries the order. */}
            <span
              aria-hidden="true"
              className="absolute -start-[2.0625rem] top-1 size-4 rounded-full border-4 border-surface bg-brand desktop:-top-[2.0625rem] desktop:start-0"
            />
            <p className="font-bold text-accent">
              {/* A bare year is machine-readable as it is; other labels are free text. */}
              {YEAR.test(item.date) ? <time dateTime={item.date}>{item.date}</time> : item.date}
            </p>
            <ItemHeading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
              {item.heading}
            </ItemHeading>
            {isEmptyRichText(item.text) ? null : (
              <RichTextBody content={item.text} className="text-ink-muted" />
            )}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
