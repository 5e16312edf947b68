import { contentFields } from '@insurance-web/ui';
import { marked } from 'marked';
import * as z from 'zod/mini';
import { cleanBlocks } from './cleanBlocks.js';
import { EMPTY_RICH_TEXT, type RichTextContent } from './richTextTypes.js';
import { sanitizeHtml } from './sanitizeHtml.js';

const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*>/i;

/** A string field: HTML (older CMS fields) or Markdown (Strapi's classic rich text), sanitised alike. */
export function stringToRichText(value: string): RichTextContent {
  const source = value.trim();
  if (source === '') return EMPTY_RICH_TEXT;
  const html = LOOKS_LIKE_HTML.test(source)
    ? source
    : (marked.parse(source, { async: false, gfm: true, breaks: false }) as string);
  return { kind: 'html', html: sanitizeHtml(html) };
}

/**
 * A rich-text field in any of the shapes Strapi sends: Blocks JSON (an array of nodes), or a string
 * of Markdown or HTML. Absent or empty: empty rich text, which blocks treat as "no text".
 */
export function richText() {
  // Strapi has no field that holds both shapes (`blocks` is only JSON, `richtext` only a string), and
  // the demo content uses both: stored as `json`.
  return contentFields.strapiField(
    z.pipe(
      z.optional(z.nullable(z.union([z.array(z.unknown()), z.string()]))),
      z.transform((value): RichTextContent => {
        if (Array.isArray(value)) return { kind: 'blocks', blocks: cleanBlocks(value) };
        if (typeof value === 'string') return stringToRichText(value);
        return EMPTY_RICH_TEXT;
      }),
    ),
    { type: 'json' },
  );
}
