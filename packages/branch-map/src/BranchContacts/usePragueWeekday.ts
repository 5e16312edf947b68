'use client';

import { useSite } from '@insurance-web/ui';
import { isCzechPublicHoliday, isoWeekday, pragueToday } from '@insurance-web/validation';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** How often an open page checks whether Prague's day has changed. */
const CHECK_MS = 60_000;

/** Today in Prague as the branch blocks show it: the ISO weekday (1 Monday … 7 Sunday), and whether it is a public holiday. */
export interface PragueDay {
  weekday: number;
  holiday: boolean;
}

function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, CHECK_MS);
  return () => clearInterval(timer);
}

// The store's snapshot is a string (`3`, `4h`), so that the same day is the same value.
function dayKey(now: Date): string {
  const today = pragueToday(now);
  return `${isoWeekday(today)}${isCzechPublicHoliday(today) ? 'h' : ''}`;
}

/**
 * What the server wrote as today on the element `markerId` (`data-weekday`, and `data-holiday` on a
 * public holiday), or `null`. Hydration must render what the server rendered; the server read its
 * own clock, which the browser cannot repeat (a cached page, a visit across Prague midnight).
 */
function serverDayKey(markerId: string): string | null {
  if (typeof document === 'undefined') return null;
  const marker = document.getElementById(markerId);
  const weekday = Number(marker?.getAttribute('data-weekday'));
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return null;
  return `${weekday}${marker?.hasAttribute('data-holiday') ? 'h' : ''}`;
}

/**
 * Today in Prague from the site's clock: the server's for the first render, the browser's right
 * after hydration, and again each minute while the page is open. Write the result into
 * `data-weekday` (and `data-holiday` when it is one) on the element with id `markerId`.
 */
export function usePragueDay(markerId: string): PragueDay {
  const { clock } = useSite();
  const read = useCallback(() => dayKey(clock.now()), [clock]);
  const key = useSyncExternalStore(subscribeToMinutes, read, () => serverDayKey(markerId) ?? read());
  return useMemo(() => ({ weekday: Number.parseInt(key, 10), holiday: key.endsWith('h') }), [key]);
}

/** Today's ISO weekday in Prague (1 Monday … 7 Sunday); see `usePragueDay`. */
export function usePragueWeekday(markerId: string): number {
  return usePragueDay(markerId).weekday;
}
