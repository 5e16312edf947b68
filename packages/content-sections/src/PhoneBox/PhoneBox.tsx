import { cardHeadingClass, telHref } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import type { PhoneBoxProps } from './phoneBoxContent.js';

/**
 * A phone number to call, as a `tel:` link with the +420 prefix (SPEC §9). The box fills the row, as
 * every block does: from a tablet up, what the line is for on the left and the number with its hours
 * on the right, so that no half of the row stays empty.
 */
export function PhoneBox({ heading, subheading, phone, lines }: PhoneBoxProps) {
  // The heading is part of the card, so the card renders it rather than the shell.
  return (
    <BlockSection>
      <div
        data-section-box=""
        className="grid gap-2 rounded-card border border-line bg-surface p-6 [overflow-wrap:anywhere] tablet:grid-cols-2 tablet:items-center tablet:gap-6"
      >
        <div>
          <h2 className={`${cardHeadingClass} text-ink`}>{heading}</h2>
          {subheading ? <p className="text-ink-muted">{subheading}</p> : null}
        </div>
        <div className="tablet:text-right">
          <a className="inline-block text-2xl font-bold text-brand underline" href={telHref(phone)}>
            {phone}
          </a>
          {lines.length > 0 ? (
            <ul className="mt-1 text-ink-muted">
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional CMS text
                <li key={index}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
