import type { AnalyticsEvent } from '@insurance-web/ui';
import { maskDigits } from '../site/maskDigits';

/** The analytics event's name and category: what was searched for, and how many results it had. */
export const SEARCH_EVENT = 'Hledání';

/**
 * The results page's analytics event (consent-held like every event, src/site/analytics.ts): the
 * query with its digits masked (a birth number typed into the box never reaches analytics) and the
 * number of results, so that searches without any show what the site lacks.
 */
export function searchEvent(query: string, results: number): AnalyticsEvent {
  return { name: SEARCH_EVENT, category: SEARCH_EVENT, label: maskDigits(query), value: results };
}
