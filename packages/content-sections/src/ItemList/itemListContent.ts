import * as z from 'zod/mini';
import { cardPerex, cardsHeading, image, labelled, list, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';

/** One card: heading, perex, an optional image and an optional detail shown in a modal. */
export const itemListItem = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis karty; je i titulkem okna s detailem.'),
  perex: cardPerex(),
  image: labelled(image(), 'Obrázek', 'Nepovinné. Obrázek karty.'),
  /** Blocks JSON, Markdown or HTML; empty: the card has no detail button. */
  detail: labelled(
    richText(),
    'Detail',
    'Nepovinné. Text okna, které otevře tlačítko Zobrazit detail. Prázdné: karta tlačítko nemá.',
  ),
});

export type ItemListItem = z.output<typeof itemListItem>;

/** `blocks.item-list`: cards with images, each with an optional detail in a modal (SPEC §2 item 7). */
export const itemListContent = z.object({
  heading: cardsHeading(),
  items: labelled(list(itemListItem), 'Položky', 'Karty v tomto pořadí.'),
});

export type ItemListProps = z.output<typeof itemListContent>;
