import { visibleFromInstant, visibleToInstant } from '@insurance-web/validation';

/**
 * When a notice shows (SPEC §4, SPEC-NOTES "Time"), as epoch milliseconds: from `from` (inclusive)
 * until `to` (exclusive). `null` is an open end. Numbers, so the window crosses into an island as it is.
 */
export interface NoticeWindow {
  from: number | null;
  to: number | null;
}

/** The largest delay `setTimeout` keeps (about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The first visible instant of `visibleFrom` (validation's SPEC §5 reading); `undefined` when unreadable. */
export function windowStart(value: unknown): number | undefined {
  return visibleFromInstant(value)?.getTime();
}

/** The first hidden instant of `visibleTo`: a plain date ends at the next Prague midnight. */
export function windowEnd(value: unknown): number | undefined {
  return visibleToInstant(value)?.getTime();
}

/** Whether a notice shows at `now`: half-open, so exactly at `from` it shows and exactly at `to` it does not. */
export function isWithinWindow(now: number, from: number | null, to: number | null): boolean {
  return (from === null || now >= from) && (to === null || now < to);
}

/** The next instant after `now` at which the notice appears or disappears; `null` when it never changes again. */
export function nextBoundary(now: number, from: number | null, to: number | null): number | null {
  if (from !== null && now < from) return from;
  if (to !== null && now < to) return to;
  return null;
}

/**
 * Calls `onChange` when the clock passes the window's next boundary, for a page left open. A boundary
 * further off than a timer can wait is approached in steps. Returns the function that stops it.
 */
export function watchBoundaries(
  now: () => number,
  window: NoticeWindow,
  onChange: () => void,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const boundary = nextBoundary(now(), window.from, window.to);
    if (boundary === null) return;
    // One millisecond past the boundary: a timer may fire a hair early, and then nothing would change.
    const delay = Math.min(Math.max(boundary - now() + 1, 0), MAX_TIMER_DELAY_MS);
    timer = timers.setTimeout(() => {
      if (now() >= boundary) onChange();
      schedule();
    }, delay);
  };
  schedule();
  return () => {
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}
