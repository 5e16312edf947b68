export type { BannerVideoProps } from './BannerVideo.js';
export { BannerVideo } from './BannerVideo.js';
export { MainBanner } from './MainBanner.js';
export { mainBannerBlock } from './mainBannerBlock.js';
export type { MainBannerMedia, MainBannerProps } from './mainBannerContent.js';
export { MAIN_BANNER_MEDIA_BOX, mainBannerContent } from './mainBannerContent.js';
