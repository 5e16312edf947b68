import * as z from 'zod/mini';
import { image, labelled, linkUrl, list, optionalText, text } from '../content/fields.js';

const logo = z.pipe(
  z.object({
    name: labelled(text(), 'Název firmy', 'Jméno firmy nebo značky; je i alternativním textem loga.'),
    image: labelled(image(), 'Logo', 'Povinné. Obrázek loga.'),
    url: labelled(
      z.optional(z.nullable(linkUrl())),
      'Odkaz',
      'Nepovinné. Kam logo vede: celá adresa (https://…) nebo cesta na webu.',
    ),
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
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad logy.'),
  logos: labelled(
    list(logo).check(z.refine((logos) => logos.length > 0, { message: 'Karusel nemá žádné logo.' })),
    'Loga',
    'Aspoň jedno logo; na počítači jsou vidět čtyři najednou.',
  ),
});

export type LogoCarouselProps = z.output<typeof logoCarouselContent>;
export type CarouselLogo = LogoCarouselProps['logos'][number];
