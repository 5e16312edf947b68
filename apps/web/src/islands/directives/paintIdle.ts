import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './afterFirstPaint';

/**
 * `client:paint-idle`: Astro's `client:idle`, started only after the first contentful paint, for
 * the island at the top of a page (its code must not hold up the page's first paint).
 */
const paintIdle: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  afterFirstPaint(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  });
};

export default paintIdle;
