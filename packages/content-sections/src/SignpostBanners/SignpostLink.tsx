'use client';

import { buttonClassName } from '@insurance-web/ui';
import { ANALYTICS_EVENTS, analyticsAttributes } from '../analytics/analyticsEvents.js';
import type { ButtonData } from '../content/fields.js';
import { isExternalUrl } from '../content/safeUrl.js';
import { useOpensInNewTabText } from '../linkMessages.js';

export interface SignpostLinkProps {
  button: ButtonData;
  /** The signpost's heading: the event's label, so reports say which signpost was chosen. */
  label: string;
}

/**
 * A signpost's link, tracked as a guidepost click (`Rozcestník`) rather than a generic CTA. A client
 * leaf only for the locale's "opens in a new window" text; the block around it stays on the server.
 */
export function SignpostLink({ button, label }: SignpostLinkProps) {
  const opensInNewTab = useOpensInNewTabText();
  const newTab = button.openInNewTab;
  return (
    <a
      href={button.url}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalUrl(button.url) ? 'noopener noreferrer' : undefined}
      className={buttonClassName({ variant: button.style === 'link' ? 'ghost' : button.style })}
      {...analyticsAttributes({ name: ANALYTICS_EVENTS.guidepost, category: 'Rozcestník', label, cta: true })}
    >
      {button.text}
      {newTab ? <span className="sr-only"> {opensInNewTab}</span> : null}
    </a>
  );
}
