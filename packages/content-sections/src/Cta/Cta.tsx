'use client';

import { buttonClassName } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { ANALYTICS_EVENTS, analyticsAttributes } from '../analytics/analyticsEvents.js';
import type { ButtonData } from '../content/fields.js';
import { isExternalUrl } from '../content/safeUrl.js';
import { useOpensInNewTabText } from '../linkMessages.js';

export interface CtaProps {
  button: ButtonData;
  /** The block it belongs to, as the event's category (`Úvodní banner`). */
  category: string;
  /** Light text on a dark or coloured background. */
  inverted?: boolean;
  className?: string;
}

/**
 * A call to action: a link that looks like a button (it goes somewhere, so it is a link). Its click
 * is tracked by the page's click tracker, so the block around it can stay static.
 */
export function Cta({ button, category, inverted = false, className }: CtaProps) {
  const opensInNewTab = useOpensInNewTabText();
  const newTab = button.openInNewTab;
  const variant = button.style === 'link' ? 'ghost' : button.style;
  return (
    <a
      href={button.url}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalUrl(button.url) ? 'noopener noreferrer' : undefined}
      className={clsx(
        buttonClassName({ variant }),
        // Important: these replace the variant's own colours, which otherwise win by stylesheet order
        // (white text on the white button).
        inverted && variant === 'primary' && 'border-surface! bg-surface! text-brand! hover:bg-brand-soft!',
        inverted &&
          variant !== 'primary' &&
          'border-surface! bg-transparent! text-on-brand! hover:bg-brand-strong!',
        className,
      )}
      {...analyticsAttributes({ name: ANALYTICS_EVENTS.cta, category, label: button.text, cta: true })}
    >
      {button.text}
      {newTab ? <span className="sr-only"> {opensInNewTab}</span> : null}
    </a>
  );
}
