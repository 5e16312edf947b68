import { containerClass, type Locale, readingColumnClass, sectionSpacingClass } from '@insurance-web/ui';
import { BadgeList } from '../CareersList/BadgeList.js';
import { type CareersMessages, careersMessages } from '../messages.js';
import type { CareerPosition } from '../positions/careerPositions.js';

export interface PositionDetailProps {
  /** The open position, or `null` when the feed no longer has it open (filled, confidential, unknown). */
  position: CareerPosition | null;
  /** The careers list, for the way back. */
  listHref: string;
  /** The feed could not be read: the page says so (the host answers 503), not that the position is gone. */
  failed?: boolean;
  locale?: Locale;
}

/**
 * A position's page (SPEC §2 `positionId`), rendered on the server with no client code: the title,
 * the company and every badge, and the way back to the list. The feed gives no description (SPEC §3),
 * so the page shows what it has, nothing made up. A position no longer open says so instead (the
 * host answers 404).
 */
export function PositionDetail({ position, listHref, failed = false, locale = 'cs' }: PositionDetailProps) {
  const t: CareersMessages = careersMessages[locale];
  return (
    // In the content container, a reading column from its left edge: the title lines up with the header.
    <section className={`${containerClass} ${sectionSpacingClass}`}>
      <div className={`${readingColumnClass} flex flex-col items-start gap-4 [overflow-wrap:anywhere]`}>
        {failed ? (
          <>
            <h1 className="text-3xl font-bold text-ink">{t.detailFailed}</h1>
            <p className="text-lg text-ink-muted">{t.detailFailedText}</p>
          </>
        ) : position ? (
          <>
            {position.company ? <p className="font-semibold text-brand">{position.company}</p> : null}
            <h1 className="text-3xl font-bold text-ink tablet:text-4xl">{position.title}</h1>
            {position.badges.length > 0 ? <BadgeList label={t.badges} badges={position.badges} /> : null}
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold text-ink">{t.notOpen}</h1>
            <p className="text-lg text-ink-muted">{t.notOpenText}</p>
          </>
        )}
        <a href={listHref} className="font-semibold text-brand underline underline-offset-4">
          {t.backToList}
        </a>
      </div>
    </section>
  );
}
