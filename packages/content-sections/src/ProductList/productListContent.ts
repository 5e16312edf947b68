import { contentFields, type ImageData } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { button, choiceList, flag, labelled, list, optionalText, perex, text } from '../content/fields.js';

/** SPEC §3 sticker values. */
export const PRODUCT_STICKERS = ['tba', 'tip', 'recommended', 'new', 'newCar', 'allCars'] as const;
export type ProductSticker = (typeof PRODUCT_STICKERS)[number];

const sticker = z.enum(PRODUCT_STICKERS);

/**
 * A price in whole or decimal crowns: Strapi's `decimal` field (at least 0), which may also arrive as
 * a numeric string.
 */
const price = contentFields.strapiField(
  z.pipe(
    z.optional(
      z.nullable(z.union([z.number().check(z.gte(0)), z.string().check(z.regex(/^\s*\d+([.,]\d+)?\s*$/))])),
    ),
    z.transform((value): number | null =>
      value === null || value === undefined ? null : Number(String(value).trim().replace(',', '.')),
    ),
  ),
  { type: 'decimal', min: 0 },
);

/** What each sticker value means, for the CMS's hint (the values are the site's contract). */
const STICKER_MEANINGS =
  'tba = Připravujeme, tip = Tip, recommended = Doporučujeme, new = Novinka, newCar = Nové auto, allCars = Pro všechna auta.';

/**
 * A product's Lottie animation: its file, the box it takes (its own size when the CMS knows it, else
 * {@link PRODUCT_ANIMATION_BOX}), and its description (empty: decorative).
 */
export type ProductAnimation = ImageData;

/**
 * The box reserved for an animation Strapi sends without a size: the 5:3 of the cards' pictures, so
 * the card does not move when the animation loads (the player fits the animation inside it).
 */
export const PRODUCT_ANIMATION_BOX = { width: 400, height: 240 } as const;

/** The picture of a product: an image, or a Lottie animation (`.json`, often without a size). */
export interface ProductMedia {
  image: ImageData | null;
  /** A `.json` Lottie animation, played once the card scrolls into view (see README). */
  animation: ProductAnimation | null;
}

/** A product's picture: an image (its size required) or an animation (`.json`, often without a size). */
const imageOrJson = contentFields.media({
  plays: ['image', 'animation'],
  refused: 'Obrázek nemá bezpečnou adresu.',
});

/** The field's file as the card shows it; an animation without a size gets {@link PRODUCT_ANIMATION_BOX}. */
function productMedia(media: z.output<typeof imageOrJson>): ProductMedia {
  if (!media) return { image: null, animation: null };
  const { url, alt } = media;
  if (media.kind === 'image') return { image: { url, ...media.size, alt }, animation: null };
  return { image: null, animation: { url, ...(media.size ?? PRODUCT_ANIMATION_BOX), alt } };
}

/** One product (SPEC §3 product items). */
export const productItem = z.pipe(
  z.object({
    heading: labelled(text(), 'Nadpis', 'Název produktu na kartě.'),
    perex: labelled(optionalText(), 'Perex', 'Nepovinné. Krátký popis produktu.'),
    price: labelled(
      price,
      'Cena',
      'Nepovinné. Cena v Kč, ukáže se zaokrouhlená na celé koruny. Prázdné: bez částky.',
    ),
    /** What the price is for, e.g. `měsíčně`. */
    priceInfo: labelled(optionalText(), 'Upřesnění ceny', 'Nepovinné. Za co cena je (měsíčně, od).'),
    /** The CMS has a single sticker and a list; both are shown, each once, single one first. */
    sticker: labelled(z.optional(z.nullable(sticker)), 'Štítek', `Nepovinné. ${STICKER_MEANINGS}`),
    stickers: labelled(
      choiceList(PRODUCT_STICKERS, {
        component: 'blocks.product-sticker',
        field: 'sticker',
        label: 'Štítek',
        hint: STICKER_MEANINGS,
      }),
      'Další štítky',
      'Nepovinné. Štítky za hlavním, každý jednou; hodnoty jako u štítku.',
    ),
    imageOrJson: labelled(
      imageOrJson,
      'Obrázek nebo animace',
      'Nepovinné. Obrázek produktu, nebo animace Lottie (.json), která hraje, když je karta vidět.',
    ),
    isFeatured: labelled(
      flag(false),
      'Zvýraznit',
      'Zapnuto: karta má výrazný rámeček a vystoupí mezi ostatními.',
    ),
    button: labelled(button(), 'Tlačítko', 'Nepovinné. Výzva k akci na kartě (Sjednat online).'),
  }),
  z.transform(({ sticker: single, stickers, imageOrJson: media, ...rest }) => ({
    ...rest,
    stickers: [...new Set([...(single ? [single] : []), ...stickers])],
    ...productMedia(media),
  })),
);

export type ProductItem = z.output<typeof productItem>;

/** `blocks.product-list`: products as cards with price and stickers. */
export const productListContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad produkty.'),
  perex: perex(),
  items: labelled(list(productItem), 'Produkty', 'Karty produktů s cenou a štítky.'),
});

export type ProductListProps = z.output<typeof productListContent>;
