import { RichTextBody } from '../content/richText/RichTextBody.js';
import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { TimelineProps } from './timelineContent.js';

const YEAR = /^\d{4}$/;

/** Milestones in order: an ordered list along a line, each with its date, heading and text. */
export function Timeline({ heading, items }: TimelineProps) {
  const ItemHeading = heading ? 'h3' : 'h2';
  return (
    <BlockSection heading={heading} width="text">
      <ol data-section-box="" className="flex flex-col gap-8 border-s-2 border-brand ps-6">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: milestones are positional CMS content
          <li key={index} className="relative flex min-w-0 flex-col gap-2">
            {/* The dot on the line: decoration, the list itself carries the order. */}
            <span
              aria-hidden="true"
              className="absolute -start-[2.0625rem] top-1 size-4 rounded-full border-4 border-surface bg-brand"
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
