import { pathHasMarker } from '@insurance-web/api-client';

/**
 * SPEC §2: a page whose URL contains the travel app marker shows the travel app's QR code. The marker
 * is ours (SPEC does not name it): the travel insurance pages live under `cestovni-…`.
 */
export const TRAVEL_APP_MARKER = 'cestovni';

/**
 * Whether the page's path contains the marker. Only the path counts (SPEC §2: the page's generated
 * URL): a query such as `?utm_campaign=cestovni` or the host name never switches the QR code.
 */
export function isTravelAppPage(pageUrl: string): boolean {
  return pathHasMarker(pageUrl, TRAVEL_APP_MARKER);
}
