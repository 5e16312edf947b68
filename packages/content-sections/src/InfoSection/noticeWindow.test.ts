import { addDays, pragueTime } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  isWithinWindow,
  MAX_TIMER_DELAY_MS,
  nextBoundary,
  watchBoundaries,
  windowEnd,
  windowStart,
} from './noticeWindow';

const at = (text: string) => new Date(text).getTime();
const HOUR = 3_600_000;

/** Instants from 1970 to 2200, and open ends. */
const instant = fc.integer({ min: 0, max: at('2200-01-01T00:00:00Z') });
const bound = fc.option(instant, { nil: null });
/** Calendar days from 1970 to 2199 as `yyyy-mm-dd`. */
const isoDay = fc
  .integer({ min: 0, max: 230 * 366 })
  .map((days) => addDays('1970-01-01', days))
  .filter((day) => day < '2200-01-01');

describe('isWithinWindow', () => {
  it('shows exactly at `from` and hides exactly at `to`', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [from, to] = a < b ? [a, b] : [b, a + 1];
        expect(isWithinWindow(from, from, to)).toBe(true);
        expect(isWithinWindow(from - 1, from, to)).toBe(false);
        expect(isWithinWindow(to, from, to)).toBe(false);
        expect(isWithinWindow(to - 1, from, to)).toBe(true);
      }),
    );
  });

  it('is the half-open interval [from, to), an open end reaching forever', () => {
    fc.assert(
      fc.property(instant, bound, bound, (now, from, to) => {
        const expected = (from === null || from <= now) && (to === null || now < to);
        expect(isWithinWindow(now, from, to)).toBe(expected);
      }),
    );
    expect(isWithinWindow(0, null, null)).toBe(true);
    expect(isWithinWindow(at('2999-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), null)).toBe(true);
  });

  it('never shows a window that ends before it starts', () => {
    fc.assert(
      fc.property(instant, instant, instant, (now, a, b) => {
        fc.pre(a !== b);
        expect(isWithinWindow(now, Math.max(a, b), Math.min(a, b))).toBe(false);
      }),
    );
  });
});

describe('nextBoundary', () => {
  it('is the first instant at which visibility changes, and nothing changes before it', () => {
    fc.assert(
      fc.property(instant, bound, bound, fc.integer({ min: 0, max: 10_000 }), (now, from, to, step) => {
        const next = nextBoundary(now, from, to);
        const visible = isWithinWindow(now, from, to);
        if (next === null) {
          // Never changes again: visible for good, or hidden for good.
          expect(isWithinWindow(now + step * HOUR, from, to)).toBe(visible);
          return;
        }
        expect(next).toBeGreaterThan(now);
        expect(isWithinWindow(next - 1, from, to)).toBe(visible);
        const probe = now + ((next - now) * step) / 10_000;
        expect(isWithinWindow(Math.min(Math.floor(probe), next - 1), from, to)).toBe(visible);
        // At the boundary it flips, unless an empty window [from, from] skips straight past.
        if (from === null || to === null || from < to) expect(isWithinWindow(next, from, to)).toBe(!visible);
      }),
    );
  });
});

describe('windowStart and windowEnd (Europe/Prague)', () => {
  it('starts a plain date at Prague midnight, whatever the day', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const start = windowStart(day) as number;
        expect(pragueTime(new Date(start))).toEqual({ date: day, hour: 0, minute: 0 });
        expect(pragueTime(new Date(start - 1)).date).toBe(addDays(day, -1));
      }),
    );
  });

  it('ends a plain date at the next Prague midnight: the whole day is included', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const end = windowEnd(day) as number;
        expect(pragueTime(new Date(end - 1)).date).toBe(day);
        expect(pragueTime(new Date(end))).toEqual({ date: addDays(day, 1), hour: 0, minute: 0 });
        // A one-day window is that day: 23, 24 or 25 hours.
        expect([23, 24, 25].map((hours) => hours * HOUR)).toContain(end - (windowStart(day) as number));
      }),
    );
  });

  it('makes the DST days of Prague 23 and 25 hours long', () => {
    expect((windowEnd('2026-03-29') as number) - (windowStart('2026-03-29') as number)).toBe(23 * HOUR);
    expect((windowEnd('2026-10-25') as number) - (windowStart('2026-10-25') as number)).toBe(25 * HOUR);
    // Spring: 23:59:59 on the day is still in, the next midnight (CEST) is out.
    const to = windowEnd('2026-03-29') as number;
    expect(isWithinWindow(at('2026-03-29T23:59:59.999+02:00'), null, to)).toBe(true);
    expect(isWithinWindow(at('2026-03-30T00:00:00.000+02:00'), null, to)).toBe(false);
    // Autumn: both 02:30s of the repeated hour are inside the day.
    const from = windowStart('2026-10-25') as number;
    const end = windowEnd('2026-10-25') as number;
    expect(isWithinWindow(at('2026-10-25T02:30:00.000+02:00'), from, end)).toBe(true);
    expect(isWithinWindow(at('2026-10-25T02:30:00.000+01:00'), from, end)).toBe(true);
    expect(isWithinWindow(at('2026-10-24T23:59:59.999+02:00'), from, end)).toBe(false);
  });

  it('takes a timestamp with its zone as the instant itself, at either end', () => {
    expect(windowStart('2026-12-24T12:00:00.000+01:00')).toBe(at('2026-12-24T11:00:00Z'));
    expect(windowEnd('2026-12-24T12:00:00.000Z')).toBe(at('2026-12-24T12:00:00Z'));
    expect(windowEnd(at('2026-12-24T12:00:00Z'))).toBe(at('2026-12-24T12:00:00Z'));
  });

  it('cannot read what SPEC §5’s date helper refuses', () => {
    for (const bad of ['24. 12. 2026', '2026-02-30', '2026-12-24T12:00:00', 'zítra', -1, {}, true]) {
      expect(windowStart(bad)).toBeUndefined();
      expect(windowEnd(bad)).toBeUndefined();
    }
  });
});

describe('watchBoundaries', () => {
  it('fires just after each boundary in turn, then stops', () => {
    vi.useFakeTimers({ now: at('2026-06-01T10:00:00Z') });
    try {
      const onChange = vi.fn();
      const window = { from: at('2026-06-01T10:00:05Z'), to: at('2026-06-01T10:00:10Z') };
      const stop = watchBoundaries(Date.now, window, onChange);
      vi.advanceTimersByTime(5_000);
      expect(onChange).toHaveBeenCalledTimes(0);
      vi.advanceTimersByTime(1);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(isWithinWindow(Date.now(), window.from, window.to)).toBe(true);
      vi.advanceTimersByTime(5_000);
      expect(onChange).toHaveBeenCalledTimes(2);
      expect(isWithinWindow(Date.now(), window.from, window.to)).toBe(false);
      vi.advanceTimersByTime(365 * 24 * HOUR);
      expect(onChange).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reaches a boundary months away in steps a timer can wait, and stops when asked', () => {
    vi.useFakeTimers({ now: at('2026-01-01T00:00:00Z') });
    try {
      const onChange = vi.fn();
      const from = at('2026-06-01T00:00:00Z');
      const stop = watchBoundaries(Date.now, { from, to: null }, onChange);
      vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
      expect(vi.getTimerCount()).toBe(1);
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(from - Date.now());
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onChange).toHaveBeenCalledTimes(1);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
