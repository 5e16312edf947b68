import * as z from 'zod/mini';
import { labelled, list, optionalText, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';

/** One step: a heading, a short text, and an optional detail shown in a modal. */
export const numberedListItem = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis kroku; je i titulkem okna s detailem.'),
  /** The short text under the heading. */
  text: labelled(optionalText(), 'Text', 'Nepovinné. Krátký text pod nadpisem kroku.'),
  /** Blocks JSON, Markdown or HTML; empty: the item has no detail button. */
  detail: labelled(
    richText(),
    'Detail',
    'Nepovinné. Text okna, které otevře tlačítko Zobrazit detail. Prázdné: krok tlačítko nemá.',
  ),
});

export type NumberedListItem = z.output<typeof numberedListItem>;

/** `blocks.numbered-list`: numbered steps, each with an optional detail in a modal (SPEC §2 item 7). */
export const numberedListContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad kroky.'),
  items: labelled(list(numberedListItem), 'Kroky', 'Očíslované kroky v tomto pořadí.'),
});

export type NumberedListProps = z.output<typeof numberedListContent>;
