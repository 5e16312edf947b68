import * as z from 'zod/mini';
import { image, linkUrl, list, optionalText, text } from '../content/fields.js';

const logo = z.pipe(
  z.object({
    name: text(),
    image: image(),
    url: z.optional(z.nullable(linkUrl())),
  }),
  z.transform((value, ctx) => {
    if (!value.image) {
      ctx.issues.push({ code: 'custom', message: 'Logo nemá obrázek.', input: value, path: ['image'] });
      return z.NEVER;
    }
    // The logo is named by its company (the alt text the CMS may lack).
    return { name: value.name, image: { ...value.image, alt: value.name }, url: value.url ?? null };
  }),
);

/** `blocks.logo-carousel`: partners' or brands' logos, four a view on desktop, one on tablets and phones (SPEC §9). */
export const logoCarouselContent = z.object({
  heading: optionalText(),
  logos: list(logo).check(z.refine((logos) => logos.length > 0, { message: 'Karusel nemá žádné logo.' })),
});

export type LogoCarouselProps = z.output<typeof logoCarouselContent>;
export type CarouselLogo = LogoCarouselProps['logos'][number];
