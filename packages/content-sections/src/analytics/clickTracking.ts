import type { AnalyticsEvent, AnalyticsSink } from '@insurance-web/ui';
import { ANALYTICS_EVENTS, isPriceQuotePage } from './analyticsEvents.js';

/** The events a click on `element` sends: its own, and `Zjistit cenu` for a CTA on a price-quote page. */
export function eventsForClick(element: Element, pageUrl: string): AnalyticsEvent[] {
  const name = element.getAttribute('data-analytics-event');
  if (!name) return [];
  const category = element.getAttribute('data-analytics-category') ?? undefined;
  const label = element.getAttribute('data-analytics-label') ?? undefined;
  const events: AnalyticsEvent[] = [{ name, category, label }];
  if (element.hasAttribute('data-analytics-cta') && isPriceQuotePage(pageUrl)) {
    events.push({ name: ANALYTICS_EVENTS.priceQuote, category: 'cta', label });
  }
  return events;
}

/**
 * One delegated listener for the clicks of every static block (`analyticsAttributes`), so that a
 * block with a tracked link needs no framework in the browser: the host adds this only to pages
 * whose blocks ask for it (`tracksClicks`). Returns a function that removes the listener.
 */
export function trackClicks(sink: AnalyticsSink, pageUrl: () => string, root: Document | Element = document) {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-analytics-event]') : null;
    if (!target) return;
    for (const analyticsEvent of eventsForClick(target, pageUrl())) sink(analyticsEvent);
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}
