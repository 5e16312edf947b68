import { defineBlock } from '../registry/defineBlock.js';
import { CarouselBanner } from './CarouselBanner.js';
import { carouselBannerContent } from './carouselBannerContent.js';

export const carouselBannerBlock = defineBlock({
  type: 'blocks.carousel-banner',
  label: 'Banner s karuselem',
  content: carouselBannerContent,
  component: CarouselBanner,
  // Two items fit one desktop view, but phones show one at a time: more than one item slides somewhere.
  island: (props) => props.carouselItems.length > 1 || props.animation !== null,
  tracksClicks: (props) => props.button !== null || props.carouselItems.some((item) => item.button !== null),
});
