export { Carousel } from './Carousel.js';
export type { CarouselProps } from './Carousel.js';
export { CAROUSEL_AUTOPLAY_MS, CAROUSEL_DRAG_THRESHOLD_PX, DEFAULT_SLIDES_PER_VIEW } from './carouselSettings.js';
export type { SlidesPerView } from './carouselSettings.js';
