import { defineBlock } from '../registry/defineBlock.js';
import { SuperBanner } from './SuperBanner.js';
import { superBannerContent } from './superBannerContent.js';

export const superBannerBlock = defineBlock({
  type: 'blocks.super-banner',
  label: 'Super banner',
  content: superBannerContent,
  component: SuperBanner,
  tracksClicks: (props) => props.button !== null,
});
