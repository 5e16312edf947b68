import * as z from 'zod/mini';
import { image, list, optionalText, text } from '../content/fields.js';

/** One testimonial: what a client said, who said it, and how they rated us. */
export const testimonial = z.object({
  quote: text(),
  name: text(),
  /** Who the author is, e.g. `klientka od roku 2015`. */
  role: optionalText(),
  photo: image(),
  /** 1–5 stars; absent or `null`: no stars. */
  rating: z.pipe(
    z.optional(z.nullable(z.number().check(z.gte(1), z.lte(5)))),
    z.transform((value) => value ?? null),
  ),
});

export type Testimonial = z.output<typeof testimonial>;

/** `blocks.testimonials`: clients' quotes as cards. */
export const testimonialsContent = z.object({
  heading: optionalText(),
  items: list(testimonial),
});

export type TestimonialsProps = z.output<typeof testimonialsContent>;
