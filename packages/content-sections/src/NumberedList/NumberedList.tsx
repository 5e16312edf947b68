import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { DetailModal } from '../DetailModal/DetailModal.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { NumberedListItem, NumberedListProps } from './numberedListContent.js';

interface StepProps {
  item: NumberedListItem;
  number: number;
  /** `h3` under the block's heading, `h2` when the block has none (headings in order). */
  headingLevel: 2 | 3;
}

function Step({ item, number, headingLevel }: StepProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-5 tablet:p-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand">
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{item.heading}</Heading>
        {item.text ? <p className="text-ink-muted [overflow-wrap:anywhere]">{item.text}</p> : null}
        {isEmptyRichText(item.detail) ? null : (
          <div className="pt-2">
            <DetailModal title={item.heading} content={item.detail} />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Numbered steps in an `<ol>`: each number, heading and short text is server markup; an item with a
 * detail adds the `DetailModal` leaf (`Zobrazit detail`), the only part that hydrates.
 */
export function NumberedList({ heading, items }: NumberedListProps) {
  return (
    <BlockSection heading={heading}>
      {items.length > 0 ? (
        // The numbers are drawn as badges, so the list shows no marker of its own (no double numbers).
        <ol data-section-box="" className="flex list-none flex-col gap-4 p-0">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional
            <Step key={index} item={item} number={index + 1} headingLevel={heading ? 3 : 2} />
          ))}
        </ol>
      ) : null}
    </BlockSection>
  );
}
