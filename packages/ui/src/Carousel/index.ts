export type { CarouselProps, CarouselTone } from './Carousel.js';
export { Carousel } from './Carousel.js';
export type { SlidesPerView } from './carouselSettings.js';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_DRAG_THRESHOLD_PX,
  DEFAULT_SLIDES_PER_VIEW,
} from './carouselSettings.js';
