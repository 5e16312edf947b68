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

/** The first instant a notice shows, from its `visibleFrom`: a plain date is midnight in Prague. `null` if unreadable. */
export function visibleFromInstant(value: unknown): Date | null {
  return parseDateValue(value);
}

/**
 * The first instant a notice no longer shows, from its `visibleTo`. A plain date includes that whole
 * Prague day, as an editor means it: the next Prague midnight (a DST day is 23 or 25 hours). `null`
 * if unreadable.
 */
export function visibleToInstant(value: unknown): Date | null {
  return isIsoDate(value) ? pragueInstant(addDays(value, 1)) : parseDateValue(value);
}

/**
 * An info section shows between `visibleFrom` and `visibleTo` (SPEC §4); a missing bound is open.
 * The window is half-open: shown exactly at its start, hidden exactly at its end. A bound that
 * cannot be read hides the section: showing an expired or embargoed notice is the worse mistake.
 */
export function isVisibleAt(bounds: VisibilityWindow, now: Date): boolean {
  const time = now.getTime();
  if (Number.isNaN(time)) return false;
  if (!isAbsent(bounds.visibleFrom)) {
    const from = visibleFromInstant(bounds.visibleFrom);
    if (!from || time < from.getTime()) return false;
  }
  if (!isAbsent(bounds.visibleTo)) {
    const to = visibleToInstant(bounds.visibleTo);
    if (!to || time >= to.getTime()) return false;
  }
  return true;
}
