import sanitize from 'sanitize-html';
import type { RichTextBlock, RichTextContent, RichTextInline, RichTextList } from './richTextTypes.js';

/**
 * Rich text as plain text, for places that take no markup: structured data (JSON-LD) and one-line
 * previews. Blocks and list items become lines; links keep their words; images have none. It runs
 * where the content schema runs, on the server (the HTML shape goes through `sanitize-html`).
 */
export function richTextToPlainText(content: RichTextContent): string {
  const text = content.kind === 'html' ? htmlText(content.html) : content.blocks.map(blockText).join('\n');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function inlineText(nodes: readonly RichTextInline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');
}

function listText(list: RichTextList): string {
  return list.children
    .map((item) => (item.type === 'list' ? listText(item) : inlineText(item.children)))
    .join('\n');
}

function blockText(block: RichTextBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'quote':
      return inlineText(block.children);
    case 'code':
      return block.text;
    case 'list':
      return listText(block);
    case 'image':
      return '';
  }
}

/** Where a line ends in (already sanitised) HTML: a line break, or the end of a block. */
const LINE_END = /<br\s*\/?>|<\/(?:p|h[1-6]|li|blockquote|pre|tr|caption)>/gi;

/**
 * The text of HTML, by the sanitiser with nothing allowed (it keeps the text of every tag it drops).
 * It escapes `&`, `<` and `>` in what it returns, and only those: they are turned back here.
 */
function htmlText(html: string): string {
  const text = sanitize(
    html.replace(LINE_END, (tag) => `${tag}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
