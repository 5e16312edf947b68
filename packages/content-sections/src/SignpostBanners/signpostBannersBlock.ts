import { defineBlock } from '../registry/defineBlock.js';
import { SignpostBanners } from './SignpostBanners.js';
import { signpostBannersContent } from './signpostBannersContent.js';

/** Static: each item's link carries guidepost analytics attributes for the page's click tracker. */
export const signpostBannersBlock = defineBlock({
  type: 'blocks.signpost-banners',
  label: 'Rozcestník',
  content: signpostBannersContent,
  component: SignpostBanners,
  tracksClicks: (props) => props.items.length > 0,
});
