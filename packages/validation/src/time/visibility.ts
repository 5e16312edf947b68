import { addDays, isIsoDate } from './calendarDate.js';
import { parseDateValue } from './dateValue.js';
import { pragueInstant } from './prague.js';

export interface VisibilityWindow {
  visibleFrom?: string | null;
  visibleTo?: string | null;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * An info section shows between `visibleFrom` and `visibleTo` (SPEC §4); a missing bound is open.
 * A plain date as `visibleTo` includes that whole Prague day, as an editor means it. A bound that
 * cannot be read hides the section: showing an expired or embargoed notice is the worse mistake.
 */
export function isVisibleAt(bounds: VisibilityWindow, now: Date): boolean {
  const time = now.getTime();
  if (Number.isNaN(time)) return false;
  if (!isAbsent(bounds.visibleFrom)) {
    const from = parseDateValue(bounds.visibleFrom);
    if (!from || time < from.getTime()) return false;
  }
  if (!isAbsent(bounds.visibleTo)) {
    const to = isIsoDate(bounds.visibleTo)
      ? pragueInstant(addDays(bounds.visibleTo, 1))
      : parseDateValue(bounds.visibleTo);
    if (!to) return false;
    // The window is half-open, as content-sections' info section reads it: a plain date ends at the
    // next Prague midnight, a timestamp at itself; exactly at the end the section is hidden.
    if (time >= to.getTime()) return false;
  }
  return true;
}
