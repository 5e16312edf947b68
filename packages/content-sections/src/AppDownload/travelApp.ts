/**
 * SPEC §2: a page whose URL contains the travel app marker shows the travel app's QR code. The marker
 * is ours (SPEC does not name it): the travel insurance pages live under `cestovni-…`.
 */
export const TRAVEL_APP_MARKER = 'cestovni';

/** Whether the page's path or query contains the marker (the host name does not count). */
export function isTravelAppPage(pageUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(pageUrl, 'https://relative.invalid');
  } catch {
    return false;
  }
  return `${url.pathname}${url.search}`.toLowerCase().includes(TRAVEL_APP_MARKER);
}
