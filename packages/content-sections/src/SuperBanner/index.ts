export { SuperBanner } from './SuperBanner.js';
export { superBannerBlock } from './superBannerBlock.js';
export type { SuperBannerBackground, SuperBannerProps } from './superBannerContent.js';
export { SUPER_BANNER_BACKGROUNDS, superBannerContent } from './superBannerContent.js';
