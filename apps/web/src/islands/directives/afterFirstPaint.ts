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

/** Without a largest paint after the load (the largest element was painted before it), this long. */
const NO_LATER_PAINT_MS = 500;

/**
 * Calls `callback` once the page has painted what it loaded: after its first contentful paint, its
 * `load` event (the images above the fold are in), and the paint that showed them, which the browser
 * reports as a largest contentful paint after the load (or `NO_LATER_PAINT_MS` later, if none comes:
 * the largest element had been painted before).
 *
 * Why not the first paint alone: on a page whose first section is an island, the browser paints the
 * header first (the parser waits at Astro's island script for the stylesheet) and the hero picture a
 * frame or two later. Code requested in between competes with that picture, and Lighthouse counts it
 * into the largest paint (LCP 1.2 s on `/`, against 0.9 s when it waits).
 */
export function afterLoadPainted(callback: () => void): void {
  afterFirstPaint(() => {
    if (document.readyState === 'complete') afterLaterPaint(callback);
    else addEventListener('load', () => afterLaterPaint(callback), { once: true });
  });
}

function afterLaterPaint(callback: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedAt = navigation?.loadEventStart || performance.now();
  setTimeout(once, NO_LATER_PAINT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= loadedAt)) once();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
