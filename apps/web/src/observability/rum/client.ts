import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { MAX_ERRORS_PER_BEACON, type ScriptErrorKind } from './kinds';
import { RUM_PATH } from './path';

/** Errors of a page wait this long for others before their beacon goes (a failing island often brings two). */
const ERRORS_WAIT_MS = 1000;
/** A page that keeps failing sends no more than this many errors in all. */
const MAX_ERRORS_PER_PAGE = 2 * MAX_ERRORS_PER_BEACON;

/**
 * The page's RUM reporter, loaded after its first paint like every script of the page's own
 * (src/components/Rum.astro): Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout
 * Shift (web-vitals, which reads the browser's buffered entries, so loading late loses nothing) and the
 * errors held since the page started (early.ts), sent to the site by `navigator.sendBeacon`: the
 * vitals when the page is hidden (closed, left, switched away from), errors a second after they
 * happen. A beacon holds the page's type and numbers and kinds only (beacon.ts): no address, no
 * message, no cookie, no identifier.
 */
export function startRum(): void {
  const page = document.documentElement.dataset.pageType;
  if (!page) return;
  const vitals = new Map<Metric['name'], number>();
  let errors: ScriptErrorKind[] = [];
  let errorsSeen = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (vitals.size === 0 && errors.length === 0) return;
    const body = JSON.stringify({
      page,
      vitals: [...vitals].map(([name, value]) => ({ name, value })),
      errors,
    });
    vitals.clear();
    errors = [];
    beacon(body);
  };

  const keep = ({ name, value }: Metric) =>
    vitals.set(name, name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value));
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // After web-vitals' own listeners: the values it finalises as the page hides are kept by then.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });

  const report = (kind: ScriptErrorKind) => {
    if (errorsSeen >= MAX_ERRORS_PER_PAGE) return;
    errorsSeen += 1;
    errors.push(kind);
    if (errors.length >= MAX_ERRORS_PER_BEACON) send();
    else timer ??= setTimeout(send, ERRORS_WAIT_MS);
  };
  const held = window.siteClientErrors;
  window.siteClientErrors = report;
  if (Array.isArray(held)) for (const kind of held) report(kind);
}

/**
 * `sendBeacon` with a JSON body: the browser sends it even as the page closes. A JSON type, not
 * `text/plain`: Astro refuses a form-like POST whose Origin is not its own URL's, which behind a proxy
 * that ends TLS it never is (src/site/noScriptForm.ts). Where a browser refuses the beacon, a
 * `keepalive` fetch, which also outlives the page.
 */
function beacon(body: string): void {
  try {
    if (navigator.sendBeacon?.(RUM_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon: the fetch below.
  }
  fetch(RUM_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => {});
}
