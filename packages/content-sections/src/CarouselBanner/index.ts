export { CarouselBanner } from './CarouselBanner.js';
export type { CarouselBannerSlidesProps } from './CarouselBannerSlides.js';
export { CarouselBannerSlides } from './CarouselBannerSlides.js';
export { carouselBannerBlock } from './carouselBannerBlock.js';
export type { CarouselBannerItem, CarouselBannerProps } from './carouselBannerContent.js';
export { carouselBannerContent } from './carouselBannerContent.js';
