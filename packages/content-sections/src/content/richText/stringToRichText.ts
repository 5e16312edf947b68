// The Markdown/HTML → rich-text conversion (marked, sanitize-html with postcss, htmlparser2: ~73 kB gzip
// in a browser). Only a string field needs it; a browser renderer (`<LazySections>`) downloads this
// module only for a page that has one (stringConverter.ts). Eager paths import it statically.
import { marked } from 'marked';
import { cleanBlocks } from './cleanBlocks.js';
import { type BlocksConversion, htmlToBlocks } from './htmlToBlocks.js';
import { EMPTY_RICH_TEXT, type RichTextContent } from './richTextTypes.js';
import { sanitizeHtml } from './sanitizeHtml.js';

const LOOKS_LIKE_HTML = /<\/?[a-z][\s\S]*>/i;

/** A string field's HTML: HTML as it is (older CMS fields), else Markdown made HTML; sanitised alike. */
function stringToHtml(value: string): string {
  const source = value.trim();
  if (source === '') return '';
  const html = LOOKS_LIKE_HTML.test(source)
    ? source
    : (marked.parse(source, { async: false, gfm: true, breaks: false }) as string);
  return sanitizeHtml(html);
}

/**
 * Markdown or HTML as Strapi Blocks JSON (what the CMS's rich-text field stores): the same HTML the
 * site renders from the string, in Blocks nodes. What Blocks cannot hold (a table, an image, a rule,
 * superscript …) is listed in `unsupported`; its words are kept.
 */
export function richTextToBlocks(value: string): BlocksConversion {
  return htmlToBlocks(stringToHtml(value));
}

/**
 * A string field (Markdown, or HTML from older CMS fields), sanitised. Rendered as Blocks (the same
 * tree a Blocks field gives, so a page reads the same from a string as from the CMS that converted
 * it); as sanitised HTML only where Blocks cannot hold it (a table, an image …).
 */
export function stringToRichText(value: string): RichTextContent {
  const html = stringToHtml(value);
  if (html.trim() === '') return EMPTY_RICH_TEXT;
  const { blocks, unsupported } = htmlToBlocks(html);
  return unsupported.length === 0 ? { kind: 'blocks', blocks: cleanBlocks(blocks) } : { kind: 'html', html };
}
