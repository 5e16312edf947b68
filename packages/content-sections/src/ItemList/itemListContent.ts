import * as z from 'zod/mini';
import { image, list, optionalText, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';

/** One card: heading, perex, an optional image and an optional detail shown in a modal. */
export const itemListItem = z.object({
  heading: text(),
  perex: optionalText(),
  image: image(),
  /** Blocks JSON, Markdown or HTML; empty: the card has no detail button. */
  detail: richText(),
});

export type ItemListItem = z.output<typeof itemListItem>;

/** `blocks.item-list`: cards with images, each with an optional detail in a modal (SPEC §2 item 7). */
export const itemListContent = z.object({
  heading: optionalText(),
  items: list(itemListItem),
});

export type ItemListProps = z.output<typeof itemListContent>;
