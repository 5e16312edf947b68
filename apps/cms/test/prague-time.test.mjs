// The admin's date-and-time fields in Prague's time (src/admin/prague-time): every instant shows as
// its Prague wall time and is stored back unchanged, whatever the browser's zone; the two daylight
// saving edges are decided (a missing March time moves an hour on, a doubled October time is the first).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  fromPickerDate,
  pragueWall,
  pragueWallToInstant,
  toPickerDate,
} from '../src/admin/prague-time/pragueTime.mjs';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// Whole minutes from 1970 to 2099 (the picker's range; it has no seconds).
const instant = fc
  .integer({ min: 0, max: Math.floor(Date.UTC(2099, 11, 31) / MINUTE) })
  .map((minutes) => new Date(minutes * MINUTE));
const wallTime = fc.record({
  year: fc.integer({ min: 1971, max: 2098 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
const wallOf = (date) => {
  const { second: _, ...wall } = pragueWall(date);
  return wall;
};
const sameWall = (a, b) => JSON.stringify(wallOf(a)) === JSON.stringify(wallOf(b));

test('any instant → Prague wall time → the same instant, but for the second pass of the doubled October hour', () => {
  fc.assert(
    fc.property(instant, (date) => {
      const back = pragueWallToInstant(pragueWall(date)).getTime();
      // The only other answer allowed: an hour earlier, showing the same wall time (October's first pass).
      const doubled = sameWall(date, new Date(date.getTime() - HOUR));
      assert.equal(back, doubled ? date.getTime() - HOUR : date.getTime());
    }),
    { numRuns: 3000 },
  );
});

test('any Prague wall time → instant → the same wall time, but a March time that does not exist moves an hour on', () => {
  fc.assert(
    fc.property(wallTime, (wall) => {
      const seen = wallOf(pragueWallToInstant(wall));
      const expected = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
      const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
      if (shown !== expected.getTime()) {
        // Only in the March gap: the last Sunday of March, 02:00–02:59, shown an hour later.
        assert.deepEqual([wall.month, wall.hour, shown - expected.getTime()], [3, 2, HOUR]);
        assert.ok(wall.day >= 25, `${JSON.stringify(wall)} is on the last Sunday of March`);
      }
    }),
    { numRuns: 3000 },
  );
});

test('the daylight saving edges of 2026 as decided', () => {
  const at = (month, day, hour, minute) =>
    pragueWallToInstant({ year: 2026, month, day, hour, minute }).toISOString();
  // 29 March: 01:59 is winter time, 02:00–02:59 does not exist (read as 03:00–03:59 summer time).
  assert.equal(at(3, 29, 1, 59), '2026-03-29T00:59:00.000Z');
  assert.equal(at(3, 29, 2, 30), '2026-03-29T01:30:00.000Z');
  assert.equal(at(3, 29, 3, 30), '2026-03-29T01:30:00.000Z');
  // 25 October: 02:00–02:59 happens twice; its first (summer) pass is taken.
  assert.equal(at(10, 25, 2, 30), '2026-10-25T00:30:00.000Z');
  assert.equal(at(10, 25, 3, 0), '2026-10-25T02:00:00.000Z');
  // An ordinary summer and winter morning: 08:30 in Prague.
  assert.equal(at(7, 1, 8, 30), '2026-07-01T06:30:00.000Z');
  assert.equal(at(12, 7, 8, 30), '2026-12-07T07:30:00.000Z');
});

for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/Prague']) {
  test(`in a browser on ${zone} the picker shows Prague's time and stores the same instant`, () => {
    const previous = process.env.TZ;
    process.env.TZ = zone;
    try {
      // 08:30 typed on 7 December is 08:30 in Prague (07:30 UTC), whatever the zone.
      assert.equal(fromPickerDate(new Date(2026, 11, 7, 8, 30)), '2026-12-07T07:30:00.000Z');
      const shown = toPickerDate('2026-12-07T07:30:00.000Z');
      assert.deepEqual([shown.getDate(), shown.getHours(), shown.getMinutes()], [7, 8, 30]);
      fc.assert(
        fc.property(instant, (date) => {
          const picked = toPickerDate(date.toISOString());
          const wall = wallOf(date);
          // A Prague wall time the browser's own zone skips cannot be shown by its picker (see README).
          fc.pre(picked.getHours() === wall.hour && picked.getDate() === wall.day);
          assert.equal(fromPickerDate(picked), pragueWallToInstant(wall).toISOString());
        }),
        { numRuns: 1000 },
      );
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
}

test('an empty or unreadable value is an empty picker, and a cleared picker stores nothing', () => {
  for (const value of [null, undefined, '', 'není datum']) assert.equal(toPickerDate(value), undefined);
  assert.equal(fromPickerDate(undefined), null);
  assert.equal(fromPickerDate(new Date(Number.NaN)), null);
});
