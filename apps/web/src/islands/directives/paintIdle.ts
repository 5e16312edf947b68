import type { ClientDirective } from 'astro';
import { afterLoadPainted } from './afterFirstPaint';
import { hydrateOnEarlyTap } from './earlyTaps';

/**
 * `client:paint-idle`: Astro's `client:idle`, started only once the page has painted what it loaded
 * (`afterLoadPainted`), for the island at the top of a page (its code must not hold up the page's
 * first or largest paint). A tap on one of its buttons before then hydrates it at once and is
 * repeated once it is (earlyTaps.ts).
 */
const paintIdle: ClientDirective = (load, _options, element) => {
  const hydrate = hydrateOnEarlyTap(element, async () => (await load())());
  afterLoadPainted(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  });
};

export default paintIdle;
