/**
 * The closed lists of the RUM beacon (beacon.ts), without zod: the page's reporter (client.ts)
 * imports from here, and ships none of the validator.
 */

/** A page's kind, from its route and blocks (pageType.ts): the label of every RUM metric. */
export const PAGE_TYPES = [
  'home',
  'content',
  'form',
  'branches',
  'careers',
  'cancellation',
  'search',
  'not-found',
  'unavailable',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * What went wrong in a visitor's browser: an uncaught error, a promise rejected with nobody to handle
 * it, code that could not be downloaded (a chunk, a dialog's code), an island that could not start,
 * and a Content-Security-Policy violation (reported by the browser itself, cspReport.ts).
 */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk', 'island', 'csp'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The kinds a page's script reports (`csp` comes from the browser's own report). */
export const SCRIPT_ERROR_KINDS = ['error', 'rejection', 'chunk', 'island'] as const;
export type ScriptErrorKind = (typeof SCRIPT_ERROR_KINDS)[number];

/** More errors than this from one page are not worth a beacon: the first ones say it. */
export const MAX_ERRORS_PER_BEACON = 10;
