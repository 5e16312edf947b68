'use client';

import { useSite } from '@insurance-web/ui';
import { useCallback, useSyncExternalStore } from 'react';
import { pragueWeekday } from './branches.js';

/** How often an open page checks whether Prague's day has changed. */
const CHECK_MS = 60_000;

/** Calls `onChange` each minute: the store's subscription for today in Prague. */
export function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, CHECK_MS);
  return () => clearInterval(timer);
}

/**
 * What the server wrote as today's weekday on the element `markerId` (`data-weekday`), or `null`.
 * Hydration must render what the server rendered; the server read its own clock, which the browser
 * cannot repeat (a cached page, a visit across Prague midnight).
 */
function serverWeekday(markerId: string): number | null {
  if (typeof document === 'undefined') return null;
  const marker = Number(document.getElementById(markerId)?.getAttribute('data-weekday'));
  return Number.isInteger(marker) && marker >= 1 && marker <= 7 ? marker : null;
}

/**
 * Today's ISO weekday in Prague (1 Monday … 7 Sunday) from the site's clock: the server's for the
 * first render, the browser's right after hydration, and again each minute while the page is open.
 * Write the result into `data-weekday` on the element with id `markerId`.
 */
export function usePragueWeekday(markerId: string): number {
  const { clock } = useSite();
  const read = useCallback(() => pragueWeekday(clock.now()), [clock]);
  return useSyncExternalStore(subscribeToMinutes, read, () => serverWeekday(markerId) ?? read());
}
