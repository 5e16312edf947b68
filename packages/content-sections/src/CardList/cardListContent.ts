import * as z from 'zod/mini';
import {
  button,
  cardHeading,
  cardPerex,
  cardsHeading,
  image,
  labelled,
  list,
  optionalNumber,
  perex,
} from '../content/fields.js';

/** Cards per row on desktop: SPEC §2 item 7 says 3 by default; more than 4 would be too narrow to read. */
export const CARD_LIST_PER_ROW = { fallback: 3, min: 1, max: 4 } as const;
/** Height of the image box in px (SPEC §2 item 7: image height 85). */
export const CARD_LIST_IMAGE_HEIGHT = { fallback: 85, min: 24, max: 400 } as const;

const card = z.object({
  heading: cardHeading(),
  perex: cardPerex(),
  image: labelled(image(), 'Obrázek', 'Nepovinné. Obrázek nad nadpisem; zmenší se do výšky obrázků bloku.'),
  button: labelled(button(), 'Tlačítko', 'Nepovinné. Výzva k akci na konci karty.'),
});

/** `blocks.card-list`: cards in a grid, each with an image, heading, perex and a call to action. */
export const cardListContent = z.object({
  heading: cardsHeading(),
  perex: perex(),
  cards: labelled(list(card), 'Karty', 'Karty v mřížce, v tomto pořadí.'),
  perRow: labelled(
    optionalNumber(CARD_LIST_PER_ROW.fallback, { ...CARD_LIST_PER_ROW, integer: true }),
    'Karet v řádku',
    'Kolik karet je vedle sebe na počítači, celé číslo 1 až 4. Prázdné: 3.',
  ),
  imageHeight: labelled(
    optionalNumber(CARD_LIST_IMAGE_HEIGHT.fallback, { ...CARD_LIST_IMAGE_HEIGHT, integer: true }),
    'Výška obrázků',
    'Výška pole pro obrázek v pixelech, 24 až 400; obrázek se do něj vejde celý. Prázdné: 85.',
  ),
});

export type CardListProps = z.output<typeof cardListContent>;
export type CardListCard = CardListProps['cards'][number];
