/**
 * Prague wall-clock time for the admin's date-and-time fields (the site reads every date rule in
 * Europe/Prague, the notice's window among them). A field still stores the instant (ISO, UTC) Strapi
 * keeps; only what the editor sees and types is Prague's, whatever the browser's own zone.
 *
 * Daylight saving: a wall time that does not exist (the last Sunday of March, 02:00–02:59) is the
 * instant an hour later on the clock (02:30 → 03:30 summer time), as a clock moved forward reads;
 * a wall time that happens twice (the last Sunday of October, 02:00–02:59) is its first occurrence
 * (summer time), so "from 02:30" starts at the first 02:30. Both as Temporal's `compatible`.
 */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';

const HOUR = 3_600_000;
let formatter;

/** @returns {{ year: number, month: number, day: number, hour: number, minute: number }} */
export function pragueWall(instant) {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PRAGUE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Prague's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(ms) {
  const wall = pragueWall(new Date(ms));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a Prague wall time means (see the DST rule above). Months from 1. */
export function pragueWallToInstant({ year, month, day, hour, minute }) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Prague's offsets a few hours either side of the wall time: every candidate instant.
  const before = offsetAt(wall - 3 * HOUR);
  const after = offsetAt(wall + 3 * HOUR);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetAt(instant) === instant)
    .sort((a, b) => a - b);
  // Overlap: the earlier one; gap: none is valid, the clock still reads the offset before the change.
  return new Date(valid[0] ?? wall - before);
}

/**
 * What the design system's picker (which works in the browser's zone) is given: a Date whose
 * browser-local date and time are Prague's wall time of the stored instant.
 */
export function toPickerDate(stored) {
  if (stored === null || stored === undefined || stored === '') return undefined;
  const instant = stored instanceof Date ? stored : new Date(stored);
  if (Number.isNaN(instant.getTime())) return undefined;
  const wall = pragueWall(instant);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** What is stored from the picker's Date: its browser-local date and time read as Prague's. */
export function fromPickerDate(picked) {
  if (!picked || Number.isNaN(picked.getTime())) return null;
  return pragueWallToInstant({
    year: picked.getFullYear(),
    month: picked.getMonth() + 1,
    day: picked.getDate(),
    hour: picked.getHours(),
    minute: picked.getMinutes(),
  }).toISOString();
}
