import type { ScriptErrorKind } from './kinds';

declare global {
  interface Window {
    /**
     * The page's client errors until its reporter (client.ts) has loaded, then the reporter itself:
     * an error met before (an island that failed while the page was painting) is not lost.
     */
    siteClientErrors?: ScriptErrorKind[] | ((kind: ScriptErrorKind) => void);
  }
}

/** ui's `LOAD_FAILED_EVENT` (a test checks they are the same): imported, ui would not stay out of the page's inline script. */
export const LOAD_FAILED = 'insurance-web:load-failed';
/** What browsers say when a module (a chunk) cannot be downloaded: Chromium, Firefox, Safari. */
const FAILED_IMPORT = /dynamically imported module|module script failed/i;
/** More are not kept before the reporter comes: the first say it. */
const HELD = 10;

/**
 * Listens, from the page's start, for what the RUM reporter counts: an uncaught error, a rejection
 * nobody handled (a failed dynamic import: `chunk`), an island Astro could not start (`island`), and
 * code ui could not load on demand (`chunk`, ui's LazyDialog). Only the kind is kept: a message may
 * hold what a visitor typed. Part of the page's inline script (src/components/AfterPaint.astro): a
 * few listeners, no request.
 */
export function holdClientErrors(): void {
  window.siteClientErrors = [];
  const note = (kind: ScriptErrorKind) => {
    const sink = window.siteClientErrors;
    if (typeof sink === 'function') sink(kind);
    else if (sink && sink.length < HELD) sink.push(kind);
  };
  addEventListener('error', () => note('error'));
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    note(FAILED_IMPORT.test(message) ? 'chunk' : 'rejection');
  });
  addEventListener('astro:hydration-error', () => note('island'));
  addEventListener(LOAD_FAILED, () => note('chunk'));
}
