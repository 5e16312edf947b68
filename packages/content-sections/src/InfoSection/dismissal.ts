/**
 * "Closed for this visit" (SPEC §4: a `medium` notice can be dismissed): a flag per notice in
 * `sessionStorage`, so it stays closed across pages and reloads and comes back in a new session.
 * Storage may be unavailable (blocked cookies, some private modes): the notice then closes for
 * this page view only.
 */
const KEY_PREFIX = 'info-section-closed:';

export function isDismissed(id: string, storage: () => Storage = () => window.sessionStorage): boolean {
  try {
    return storage().getItem(KEY_PREFIX + id) === '1';
  } catch {
    return false;
  }
}

export function dismiss(id: string, storage: () => Storage = () => window.sessionStorage): void {
  try {
    storage().setItem(KEY_PREFIX + id, '1');
  } catch {
    // Closed on this page all the same.
  }
}
