import type { ClientDirective } from 'astro';
import { afterLoadPainted } from './afterFirstPaint';
import { hydrateOnEarlyTap } from './earlyTaps';

/**
 * `client:paint-visible`: Astro's `client:visible` (hydrates when the island scrolls into view),
 * started only once the page has painted what it loaded (`afterLoadPainted`), so an island already
 * on screen at load does not request its code before the page has painted. A tap on one of its
 * buttons before then hydrates it at once and is repeated once it is (earlyTaps.ts).
 */
const paintVisible: ClientDirective = (load, _options, element) => {
  const hydrate = hydrateOnEarlyTap(element, async () => (await load())());
  afterLoadPainted(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    for (const child of element.children) observer.observe(child);
  });
};

export default paintVisible;
