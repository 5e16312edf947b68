export { ClaimsLink } from './ClaimsLink.js';
export { ClaimsLinkBox } from './ClaimsLinkBox.js';
export { claimsLinkBlock } from './claimsLinkBlock.js';
export type { ClaimsLinkProps } from './claimsLinkContent.js';
export { claimsLinkContent } from './claimsLinkContent.js';
export { CLAIMS_PAGE_MARKER, CLAIMS_REPORT_URL, isClaimsPage } from './claimsPage.js';
