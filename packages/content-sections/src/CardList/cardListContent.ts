import * as z from 'zod/mini';
import { button, image, list, optionalNumber, optionalText, text } from '../content/fields.js';

/** Cards per row on desktop: SPEC §2 item 7 says 3 by default; more than 4 would be too narrow to read. */
export const CARD_LIST_PER_ROW = { fallback: 3, min: 1, max: 4 } as const;
/** Height of the image box in px (SPEC §2 item 7: image height 85). */
export const CARD_LIST_IMAGE_HEIGHT = { fallback: 85, min: 24, max: 400 } as const;

const card = z.object({
  heading: text(),
  perex: optionalText(),
  image: image(),
  button: button(),
});

/** `blocks.card-list`: cards in a grid, each with an image, heading, perex and a call to action. */
export const cardListContent = z.object({
  heading: optionalText(),
  perex: optionalText(),
  cards: list(card),
  perRow: optionalNumber(CARD_LIST_PER_ROW.fallback, CARD_LIST_PER_ROW).check(
    z.refine((value) => Number.isInteger(value), { message: 'Zadejte celé číslo.' }),
  ),
  imageHeight: optionalNumber(CARD_LIST_IMAGE_HEIGHT.fallback, CARD_LIST_IMAGE_HEIGHT),
});

export type CardListProps = z.output<typeof cardListContent>;
export type CardListCard = CardListProps['cards'][number];
