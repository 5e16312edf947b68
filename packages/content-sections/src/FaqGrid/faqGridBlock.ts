import { defineBlock } from '../registry/defineBlock.js';
import { FaqGrid } from './FaqGrid.js';
import { FAQ_GRID_TYPE, faqGridContent } from './faqGridContent.js';

export const faqGridBlock = defineBlock({
  type: FAQ_GRID_TYPE,
  label: 'Mřížka častých dotazů',
  content: faqGridContent,
  component: FaqGrid,
  // Every card opens (a modal or in place): the browser is needed as soon as there is one.
  island: (props) => props.items.length > 0,
});
