import { CAROUSEL_AUTOPLAY_MS } from '@insurance-web/ui';
import * as z from 'zod/mini';
import {
  bannerHeading,
  button,
  image,
  labelled,
  list,
  optionalNumber,
  optionalText,
  perex,
  text,
} from '../content/fields.js';

const ANCHOR = /^[a-z][a-z0-9-]{0,63}$/;

const carouselItem = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis položky karuselu.'),
  perex: labelled(optionalText(), 'Perex', 'Nepovinné. Krátký text pod nadpisem položky.'),
  image: labelled(image(), 'Obrázek', 'Nepovinné. Bez obrázku má položka jen text a tlačítko.'),
  button: labelled(button(), 'Tlačítko', 'Nepovinné. Výzva k akci položky.'),
});

/**
 * `blocks.carousel-banner` (SPEC §3): heading, perex, `relButton`, `html5` (an animation beside the
 * heading, a Lottie `.json`), `carouselItems` (two a view on desktop, SPEC §9), `mobileBackgroundImage`
 * (behind the banner on phones), `itemsSwapDuration` (ms between slides) and `scrollTo` (the anchor
 * of a section on the page that the button scrolls to, instead of its own address).
 */
export const carouselBannerContent = z.pipe(
  z.object({
    heading: bannerHeading(),
    perex: perex(),
    relButton: labelled(
      button(),
      'Tlačítko',
      'Nepovinné. Výzva k akci pod textem; s vyplněnou kotvou posune stránku na danou sekci.',
    ),
    html5: labelled(
      z.optional(z.nullable(z.string())),
      'Animace',
      'Nepovinné. Adresa animace Lottie (.json) vedle nadpisu: cesta na webu nebo https://….',
    ),
    carouselItems: labelled(
      list(carouselItem),
      'Položky karuselu',
      'Snímky karuselu; na počítači jsou vidět dva najednou.',
    ),
    mobileBackgroundImage: labelled(
      image(),
      'Pozadí na mobilu',
      'Nepovinné. Dekorativní obrázek za bannerem, jen na telefonech.',
    ),
    itemsSwapDuration: labelled(
      optionalNumber(CAROUSEL_AUTOPLAY_MS, { min: 2000, max: 60000, integer: true }),
      'Doba snímku (ms)',
      'Po kolika milisekundách se snímek sám posune, 2000 až 60000. Prázdné: 5000 (5 s).',
    ),
    scrollTo: labelled(
      z.optional(z.nullable(z.string())),
      'Posunout na sekci',
      'Nepovinné. Kotva sekce této stránky (malá písmena, číslice, pomlčky); tlačítko vede na ni.',
    ),
  }),
  z.transform(({ html5, scrollTo, relButton, ...rest }, ctx) => {
    const animation = html5?.trim() ?? '';
    if (
      animation !== '' &&
      !/^\/[^/].*\.json$/i.test(animation) &&
      !/^https:\/\/.+\.json$/i.test(animation)
    ) {
      ctx.issues.push({
        code: 'custom',
        message: 'Animace (html5) musí být soubor .json (Lottie) na webu nebo přes https.',
        input: html5,
        path: ['html5'],
      });
      return z.NEVER;
    }
    const anchor = scrollTo?.trim().replace(/^#/, '') ?? '';
    if (anchor !== '' && !ANCHOR.test(anchor)) {
      ctx.issues.push({
        code: 'custom',
        message: 'Kotva (scrollTo) smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.',
        input: scrollTo,
        path: ['scrollTo'],
      });
      return z.NEVER;
    }
    const button = relButton && anchor ? { ...relButton, url: `#${anchor}`, openInNewTab: false } : relButton;
    return { ...rest, button, animation: animation || null };
  }),
);

export type CarouselBannerProps = z.output<typeof carouselBannerContent>;
export type CarouselBannerItem = CarouselBannerProps['carouselItems'][number];
