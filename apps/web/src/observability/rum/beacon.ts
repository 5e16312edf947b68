import { z } from 'zod';

/**
 * What a page's reporter (client.ts) sends to `POST /api/rum` and nothing more: the page's type (one
 * of a few, never its address), the Web Vitals measured, and the kinds of the errors it met. Every
 * field is a closed choice or a bounded number, and an object with any other field is refused: no
 * address, query, message, cookie or identifier can travel in a beacon.
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

/** More errors than this from one page are not worth a beacon: the first ones say it. */
export const MAX_ERRORS_PER_BEACON = 10;

const vital = z.discriminatedUnion('name', [
  // Milliseconds, as web-vitals reports them; a minute is more than any page here takes.
  z.strictObject({ name: z.literal('LCP'), value: z.number().min(0).max(60_000) }),
  z.strictObject({ name: z.literal('INP'), value: z.number().min(0).max(60_000) }),
  // Unitless; a page that shifts more than 10 screens' worth is a broken page, not a measurement.
  z.strictObject({ name: z.literal('CLS'), value: z.number().min(0).max(10) }),
]);

export const beaconSchema = z.strictObject({
  page: z.enum(PAGE_TYPES),
  vitals: z
    .array(vital)
    .max(3)
    .refine((vitals) => new Set(vitals.map((entry) => entry.name)).size === vitals.length, 'a vital twice'),
  errors: z.array(z.enum(SCRIPT_ERROR_KINDS)).max(MAX_ERRORS_PER_BEACON),
});
export type Beacon = z.infer<typeof beaconSchema>;
