export { ProductCarousel } from './ProductCarousel.js';
export { productCarouselBlock } from './productCarouselBlock.js';
export type { ProductCarouselProps } from './productCarouselContent.js';
export { productCarouselContent } from './productCarouselContent.js';
