export type { StarRatingProps } from './StarRating.js';
export { StarRating } from './StarRating.js';
export { Testimonials } from './Testimonials.js';
export { testimonialsBlock } from './testimonialsBlock.js';
export type { Testimonial, TestimonialsProps } from './testimonialsContent.js';
export { testimonial, testimonialsContent } from './testimonialsContent.js';
