'use client';

import { useSite } from '@insurance-web/ui';
import { isCzechPublicHoliday, isoWeekday, pragueToday } from '@insurance-web/validation';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { subscribeToMinutes } from './usePragueWeekday.js';

/** Today in Prague as the branch contacts show it: the ISO weekday (1 Monday … 7 Sunday), and whether it is a public holiday. */
export interface PragueDay {
  weekday: number;
  holiday: boolean;
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
 * `usePragueWeekday` with the public holiday: the server's day for the first render, the browser's
 * right after hydration, and again each minute while the page is open. Write the result into
 * `data-weekday` (and `data-holiday` when it is one) on the element with id `markerId`. (The chart
 * keeps `usePragueWeekday`: it needs no holiday, nor the code of Easter.)
 */
export function usePragueDay(markerId: string): PragueDay {
  const { clock } = useSite();
  const read = useCallback(() => dayKey(clock.now()), [clock]);
  const key = useSyncExternalStore(subscribeToMinutes, read, () => serverDayKey(markerId) ?? read());
  return useMemo(() => ({ weekday: Number.parseInt(key, 10), holiday: key.endsWith('h') }), [key]);
}
