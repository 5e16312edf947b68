import { defineBlock } from '../registry/defineBlock.js';
import { LogoCarousel } from './LogoCarousel.js';
import { logoCarouselContent } from './logoCarouselContent.js';

export const logoCarouselBlock = defineBlock({
  type: 'blocks.logo-carousel',
  label: 'Karusel log',
  content: logoCarouselContent,
  component: LogoCarousel,
  // Phones and tablets show one logo a view: with two or more there is somewhere to slide.
  island: (props) => props.logos.length > 1,
});
