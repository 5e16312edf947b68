import { pathHasMarker } from '@insurance-web/api-client';

/** SPEC §2 routes: a page whose URL contains the claims path shows a link to report a claim. */
export const CLAIMS_PAGE_MARKER = 'hlaseni-skody';
export const CLAIMS_REPORT_URL = '/online/hlaseni-skody/';

/** Whether the page's path contains the claims marker, in any case (the query and hash do not count). */
export function isClaimsPage(pageUrl: string): boolean {
  return pathHasMarker(pageUrl, CLAIMS_PAGE_MARKER);
}
