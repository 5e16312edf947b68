import { pathHasMarker } from '@insurance-web/api-client';
import type { AnalyticsEvent } from '@insurance-web/ui';

/**
 * The analytics events of the content blocks (SPEC §7). SPEC names `Zjistit cenu`; for CTA clicks,
 * guideposts, carousels, videos and FAQ opens it names only the kind, so these names are ours.
 */
export const ANALYTICS_EVENTS = {
  cta: 'CTA',
  guidepost: 'Rozcestník',
  carousel: 'Karusel',
  video: 'Video',
  priceQuote: 'Zjistit cenu',
  /** A visitor opened an FAQ question (expanded it, or opened it in a modal); label: the question. */
  faqOpen: 'FAQ',
} as const;

/** Pages whose URL contains one of these send `Zjistit cenu` when a visitor clicks a call to action. */
export const PRICE_QUOTE_PAGE_MARKERS = ['havarijko-na-mesic', 'havarijko-pro-zdrave-auto'] as const;

/** Only the path counts, in any case: `/Havarijko-na-mesic` is the same page. */
export function isPriceQuotePage(pageUrl: string): boolean {
  return PRICE_QUOTE_PAGE_MARKERS.some((marker) => pathHasMarker(pageUrl, marker));
}

/** The `data-analytics-*` attributes the click tracker reads; a static block needs nothing else. */
export function analyticsAttributes(event: AnalyticsEvent & { cta?: boolean }): Record<string, string> {
  const attributes: Record<string, string> = { 'data-analytics-event': event.name };
  if (event.category) attributes['data-analytics-category'] = event.category;
  if (event.label) attributes['data-analytics-label'] = event.label;
  if (event.cta) attributes['data-analytics-cta'] = '';
  return attributes;
}
