import { cardHeadingClass, telHref } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import type { PhoneBoxProps } from './phoneBoxContent.js';

/** A phone number to call, as a `tel:` link with the +420 prefix (SPEC §9). */
export function PhoneBox({ heading, subheading, phone, lines }: PhoneBoxProps) {
  // The heading is part of the card, so the card renders it rather than the shell.
  return (
    <BlockSection width="text">
      <div
        data-section-box=""
        className="rounded-card border border-line bg-surface p-6 [overflow-wrap:anywhere]"
      >
        <h2 className={`${cardHeadingClass} text-ink`}>{heading}</h2>
        {subheading ? <p className="text-ink-muted">{subheading}</p> : null}
        <a className="mt-2 inline-block text-2xl font-bold text-brand underline" href={telHref(phone)}>
          {phone}
        </a>
        {lines.length > 0 ? (
          <ul className="mt-2 text-ink-muted">
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional CMS text
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </BlockSection>
  );
}
