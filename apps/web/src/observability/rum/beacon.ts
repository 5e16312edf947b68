import { z } from 'zod';
import { MAX_ERRORS_PER_BEACON, PAGE_TYPES, SCRIPT_ERROR_KINDS } from './kinds';

/**
 * What a page's reporter (client.ts) sends to `POST /api/rum` and nothing more: the page's type (one
 * of a few, never its address), the Web Vitals measured, and the kinds of the errors it met. Every
 * field is a closed choice or a bounded number, and an object with any other field is refused: no
 * address, query, message, cookie or identifier can travel in a beacon.
 */

export {
  CLIENT_ERROR_KINDS,
  type ClientErrorKind,
  MAX_ERRORS_PER_BEACON,
  PAGE_TYPES,
  type PageType,
  SCRIPT_ERROR_KINDS,
  type ScriptErrorKind,
} from './kinds';

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
