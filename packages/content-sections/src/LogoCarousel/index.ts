export { LogoCarousel } from './LogoCarousel.js';
export { logoCarouselBlock } from './logoCarouselBlock.js';
export type { CarouselLogo, LogoCarouselProps } from './logoCarouselContent.js';
export { logoCarouselContent } from './logoCarouselContent.js';
