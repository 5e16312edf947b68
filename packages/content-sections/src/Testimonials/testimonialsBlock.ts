import { defineBlock } from '../registry/defineBlock.js';
import { Testimonials } from './Testimonials.js';
import { testimonialsContent } from './testimonialsContent.js';

export const testimonialsBlock = defineBlock({
  type: 'blocks.testimonials',
  label: 'Reference klientů',
  content: testimonialsContent,
  component: Testimonials,
});
