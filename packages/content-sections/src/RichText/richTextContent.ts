import * as z from 'zod/mini';
import { labelled, optionalText } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';
import { isEmptyRichText } from '../content/richText/richTextTypes.js';

/** `blocks.rich-text`: an optional heading and text from the CMS (Blocks JSON, Markdown or HTML). */
export const richTextContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad textem.'),
  content: labelled(
    richText().check(z.refine((content) => !isEmptyRichText(content), { message: 'Blok nemá žádný text.' })),
    'Text',
    'Text bloku s nadpisy, seznamy a odkazy; nesmí být prázdný.',
  ),
});

export type RichTextProps = z.output<typeof richTextContent>;
