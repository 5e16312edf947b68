import { defineBlock } from '../registry/defineBlock.js';
import { MainBanner } from './MainBanner.js';
import { mainBannerContent } from './mainBannerContent.js';

export const mainBannerBlock = defineBlock({
  type: 'blocks.main-banner',
  label: 'Hlavní banner',
  content: mainBannerContent,
  component: MainBanner,
  // A picture needs nothing in the browser; a video (its pause button) or an animation does.
  island: (props) => props.media !== null && props.media.kind !== 'image',
  tracksClicks: (props) => props.button !== null,
});
