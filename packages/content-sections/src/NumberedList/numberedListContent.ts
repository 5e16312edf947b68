import * as z from 'zod/mini';
import { list, optionalText, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';

/** One step: a heading, a short text, and an optional detail shown in a modal. */
export const numberedListItem = z.object({
  heading: text(),
  /** The short text under the heading. */
  text: optionalText(),
  /** Blocks JSON, Markdown or HTML; empty: the item has no detail button. */
  detail: richText(),
});

export type NumberedListItem = z.output<typeof numberedListItem>;

/** `blocks.numbered-list`: numbered steps, each with an optional detail in a modal (SPEC §2 item 7). */
export const numberedListContent = z.object({
  heading: optionalText(),
  items: list(numberedListItem),
});

export type NumberedListProps = z.output<typeof numberedListContent>;
