/** SPEC §2 routes: a page whose URL contains the claims path shows a link to report a claim. */
export const CLAIMS_PAGE_MARKER = 'hlaseni-skody';
export const CLAIMS_REPORT_URL = '/online/hlaseni-skody/';

/** Whether the page's path contains the claims marker (the query and hash do not count). */
export function isClaimsPage(pageUrl: string): boolean {
  try {
    return new URL(pageUrl, 'https://relative.invalid').pathname.includes(CLAIMS_PAGE_MARKER);
  } catch {
    return false;
  }
}
