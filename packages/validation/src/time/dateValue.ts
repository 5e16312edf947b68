import { isIsoDate } from './calendarDate.js';
import { pragueInstant } from './prague.js';

/** A full ISO timestamp with a fraction of a second and a zone, as the back end and the CMS send them. */
const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)\.\d{1,9}(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * The date helper of SPEC §5: a plain `yyyy-mm-dd` (midnight in Prague, the zone of every date rule),
 * a full ISO timestamp with fraction and zone, a non-negative epoch-millisecond number or a valid
 * `Date`. Anything else, including a negative number, gives `null`. Never throws.
 */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? toDate(value) : null;
  }
  if (typeof value !== 'string') return null;
  if (isIsoDate(value)) return pragueInstant(value);
  const match = ISO_TIMESTAMP.exec(value);
  if (!match || !isIsoDate(match[1])) return null;
  return toDate(Date.parse(value));
}

function toDate(time: number): Date | null {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date;
}
