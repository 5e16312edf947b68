import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { cleanBlocks } from './cleanBlocks.js';
import { EMPTY_RICH_TEXT, type RichTextContent } from './richTextTypes.js';
import { convertString, STRING_CONVERTER_MISSING } from './stringConverter.js';

/**
 * A rich-text field: Strapi's Blocks field (its editor: headings, bold, lists, links), stored as
 * Blocks JSON (an array of nodes). A string of Markdown or HTML, as content from elsewhere brings it,
 * reads too. Absent or empty: empty rich text, which blocks treat as "no text".
 */
export function richText() {
  return contentFields.strapiField(
    z.pipe(
      z.optional(z.nullable(z.union([z.array(z.unknown()), z.string()]))),
      z.transform((value, ctx): RichTextContent => {
        if (Array.isArray(value)) return { kind: 'blocks', blocks: cleanBlocks(value) };
        if (typeof value === 'string') {
          const converted = convertString(value);
          if (converted) return converted;
          // No converter yet (a browser renderer that has not downloaded it): the section is not
          // valid now, never rendered as raw Markdown; `<LazySections>` loads it first (stringConverter.ts).
          ctx.issues.push({ code: 'custom', message: STRING_CONVERTER_MISSING, input: value });
          return EMPTY_RICH_TEXT;
        }
        return EMPTY_RICH_TEXT;
      }),
    ),
    { type: 'blocks' },
  );
}
