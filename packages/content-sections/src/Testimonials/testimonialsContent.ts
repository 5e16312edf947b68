import * as z from 'zod/mini';
import { image, labelled, list, optionalText, text } from '../content/fields.js';

/** One testimonial: what a client said, who said it, and how they rated us. */
export const testimonial = z.object({
  quote: labelled(text(), 'Citace', 'Co klient řekl; uvozovky doplní web.'),
  name: labelled(text(), 'Jméno', 'Jméno autora citace.'),
  /** Who the author is, e.g. `klientka od roku 2015`. */
  role: labelled(optionalText(), 'Kdo to je', 'Nepovinné. Např. klientka od roku 2015.'),
  photo: labelled(image(), 'Fotografie', 'Nepovinné. Portrét autora vedle jména.'),
  /** 1–5 stars; absent or `null`: no stars. */
  rating: labelled(
    z.pipe(
      z.optional(z.nullable(z.number().check(z.gte(1), z.lte(5)))),
      z.transform((value) => value ?? null),
    ),
    'Hodnocení',
    'Nepovinné. Počet hvězdiček, 1 až 5, i desetinné (4,5). Prázdné: bez hvězdiček.',
  ),
});

export type Testimonial = z.output<typeof testimonial>;

/** `blocks.testimonials`: clients' quotes as cards. */
export const testimonialsContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad referencemi.'),
  items: labelled(list(testimonial), 'Reference', 'Citace klientů jako karty.'),
});

export type TestimonialsProps = z.output<typeof testimonialsContent>;
