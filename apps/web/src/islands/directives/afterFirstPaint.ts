/**
 * Calls `callback` once the page has painted its first content (the browser's
 * `first-contentful-paint` entry), or at once if it already has.
 *
 * Why: an island's code requested before the first paint competes with it. On a busy phone the
 * first paint then waits for the code, and Lighthouse counts every request started before the
 * first paint as part of it (its pessimistic estimate doubled FCP on the form pages). Waiting for
 * the paint costs a visitor nothing: nobody interacts with a page that has not painted yet.
 *
 * Where paint timing is missing, the next frame after the first one stands in for it; a page that
 * never paints (a tab opened in the background) hydrates after `FALLBACK_MS` at the latest.
 */
const FALLBACK_MS = 3000;

export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    once();
    return;
  }
  setTimeout(once, FALLBACK_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(once));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}
