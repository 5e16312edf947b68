import type { ImageData } from '@insurance-web/ui';

/**
 * Rich text after its content schema: Strapi's Blocks JSON cleaned into this small tree (rendered
 * structurally, never as an HTML string), or HTML that has been through the sanitiser.
 */
export interface RichTextLeaf {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface RichTextLink {
  type: 'link';
  url: string;
  children: RichTextLeaf[];
}

export type RichTextInline = RichTextLeaf | RichTextLink;

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextList {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: (RichTextListItem | RichTextList)[];
}

export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 2 | 3 | 4 | 5 | 6; children: RichTextInline[] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'code'; text: string }
  | { type: 'image'; image: ImageData }
  | RichTextList;

export type RichTextContent = { kind: 'blocks'; blocks: RichTextBlock[] } | { kind: 'html'; html: string };

export const EMPTY_RICH_TEXT: RichTextContent = { kind: 'blocks', blocks: [] };

const hasWords = (nodes: readonly RichTextInline[]): boolean =>
  nodes.some((node) => (node.type === 'text' ? node.text.trim() !== '' : hasWords(node.children)));

function hasContent(block: RichTextBlock | RichTextListItem): boolean {
  switch (block.type) {
    case 'code':
      return block.text.trim() !== '';
    case 'image':
      return true;
    case 'list':
      return block.children.some(hasContent);
    default:
      return hasWords(block.children);
  }
}

/**
 * No words and no picture: what an editor leaves when she clears the editor (empty paragraphs, or
 * only spaces), which a block that needs text must refuse as it refuses no text at all.
 */
export function isEmptyRichText(content: RichTextContent): boolean {
  return content.kind === 'blocks' ? !content.blocks.some(hasContent) : content.html.trim() === '';
}
