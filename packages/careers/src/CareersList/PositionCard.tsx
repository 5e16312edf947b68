'use client';

import { ExternalLinkIcon } from '@insurance-web/ui';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CareersMessages } from '../messages.js';
import { type CareerPosition, cardBadges } from '../positions/careerPositions.js';
import { BadgeList } from './BadgeList.js';

export interface PositionCardProps {
  position: CareerPosition;
  /** The position's detail, opened in a new tab (SPEC §2 `positionId`). */
  href: string;
  t: CareersMessages;
}

/**
 * A position card (SPEC §3): the title as a link to the detail in a new tab, the company, and the
 * badges, of which a card with five or more shows three and `Zobrazit filtry (n)` for the rest.
 */
export function PositionCard({ position, href, t }: PositionCardProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = cardBadges(position.badges, expanded);
  const badgesId = useId();
  const badgeList = useRef<HTMLUListElement>(null);
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere]">
      {/* Focusable from code only: `Další pozice` moves the focus to the first card it reveals. */}
      <h3 tabIndex={-1} data-position-id={position.id} className="text-xl font-bold text-ink">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand underline-offset-4 hover:underline"
        >
          {position.title}
          <span className="sr-only"> {t.newTab}</span>
          <ExternalLinkIcon className="ml-1.5 inline-block align-[-0.125em] text-base" />
        </a>
      </h3>
      {position.company ? <p className="text-ink-muted">{position.company}</p> : null}
      {shown.length > 0 ? (
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <BadgeList ref={badgeList} id={badgesId} label={t.badges} badges={shown} />
          {hidden > 0 ? (
            <button
              type="button"
              aria-controls={badgesId}
              onClick={() => {
                // The button goes once every badge shows: the focus moves to the list it opened.
                flushSync(() => setExpanded(true));
                badgeList.current?.focus();
              }}
              className="min-h-9 cursor-pointer px-1 text-sm font-semibold text-brand underline underline-offset-4"
            >
              {t.showBadges(hidden)}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
