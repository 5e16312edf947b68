export { FaqGrid } from './FaqGrid.js';
export { faqGridBlock } from './faqGridBlock.js';
export type { FaqGridColumns, FaqGridProps } from './faqGridContent.js';
export { FAQ_GRID_COLUMNS, FAQ_GRID_TYPE, faqGridContent, faqItem } from './faqGridContent.js';
