/**
 * The event a window receives when code loaded on demand (a dialog, a form behind its button) could
 * not be downloaded: `useLazyModule` dispatches it on each failed attempt, after its stand-in has
 * been shown. A host that counts what its visitors experience listens for it; one that does not
 * loses nothing. It carries no detail: the failure's message names a file, not what went wrong for
 * whom, and a listener needs only to know that one happened.
 */
export const LOAD_FAILED_EVENT = 'insurance-web:load-failed';

/** Tells the window that code loaded on demand failed to download (see `LOAD_FAILED_EVENT`). */
export function announceLoadFailed(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(LOAD_FAILED_EVENT));
}
