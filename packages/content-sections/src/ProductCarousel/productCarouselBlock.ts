import { defineBlock } from '../registry/defineBlock.js';
import { ProductCarousel } from './ProductCarousel.js';
import { productCarouselContent } from './productCarouselContent.js';

export const productCarouselBlock = defineBlock({
  type: 'blocks.product-carousel',
  label: 'Karusel produktů',
  content: productCarouselContent,
  component: ProductCarousel,
  // One product has nowhere to slide: its server HTML is all it needs, unless it plays an animation.
  island: (props) => props.items.length > 1 || props.items.some((item) => item.animation !== null),
  tracksClicks: (props) => props.items.some((item) => item.button !== null),
});
