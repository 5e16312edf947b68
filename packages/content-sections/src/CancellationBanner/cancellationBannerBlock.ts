import { defineBlock } from '../registry/defineBlock.js';
import { CancellationBanner } from './CancellationBanner.js';
import { cancellationBannerContent } from './cancellationBannerContent.js';

/**
 * Always an island: only the browser has the token (the host keeps it out of the page's HTML). On a
 * page that is not a cancellation link's it renders nothing, on the server and in the browser alike.
 * It hydrates as the page loads, wherever it sits.
 */
export const cancellationBannerBlock = defineBlock({
  type: 'blocks.cancellation-banner',
  label: 'Zrušení smlouvy nebo změny',
  content: cancellationBannerContent,
  component: CancellationBanner,
  island: () => true,
  // The token must leave the address bar at once, not when the visitor scrolls down to the banner.
  hydrateOnLoad: true,
});
