import { safeImageUrl, safeLinkUrl } from '../safeUrl.js';
import type {
  RichTextBlock,
  RichTextInline,
  RichTextLeaf,
  RichTextList,
  RichTextListItem,
} from './richTextTypes.js';

/**
 * Strapi 5 Blocks JSON → the rich-text tree. Total on any input: a node of an unknown type, or with
 * fields of the wrong kind, is dropped; a link to an unsafe address keeps its words and loses its
 * link; an image without its intrinsic size is dropped (it would shift the page). `h1` becomes `h2`:
 * the page's one `h1` is its hero.
 */
export function cleanBlocks(nodes: readonly unknown[]): RichTextBlock[] {
  return nodes.flatMap((node) => {
    const block = cleanBlock(node);
    return block ? [block] : [];
  });
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const childrenOf = (node: Loose): unknown[] => (Array.isArray(node.children) ? node.children : []);

function cleanLeaf(node: unknown): RichTextLeaf | null {
  if (!isRecord(node) || node.type !== 'text' || typeof node.text !== 'string') return null;
  const leaf: RichTextLeaf = { type: 'text', text: node.text };
  for (const mark of ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const) {
    if (node[mark] === true) leaf[mark] = true;
  }
  return leaf;
}

function cleanInlines(nodes: unknown[]): RichTextInline[] {
  return nodes.flatMap((node): RichTextInline[] => {
    const leaf = cleanLeaf(node);
    if (leaf) return [leaf];
    if (!isRecord(node) || node.type !== 'link') return [];
    const children = childrenOf(node).flatMap((child) => cleanLeaf(child) ?? []);
    const url = typeof node.url === 'string' ? safeLinkUrl(node.url) : null;
    return url ? [{ type: 'link', url, children }] : children;
  });
}

function cleanList(node: Loose): RichTextList {
  const children = childrenOf(node).flatMap((child): (RichTextListItem | RichTextList)[] => {
    if (!isRecord(child)) return [];
    if (child.type === 'list-item') return [{ type: 'list-item', children: cleanInlines(childrenOf(child)) }];
    if (child.type === 'list') return [cleanList(child)];
    return [];
  });
  return { type: 'list', format: node.format === 'ordered' ? 'ordered' : 'unordered', children };
}

function plainText(nodes: unknown[]): string {
  return nodes.map((node) => (isRecord(node) && typeof node.text === 'string' ? node.text : '')).join('');
}

function cleanBlock(node: unknown): RichTextBlock | null {
  if (!isRecord(node)) return null;
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return { type: node.type, children: cleanInlines(childrenOf(node)) };
    case 'heading': {
      const level = typeof node.level === 'number' ? Math.min(6, Math.max(2, Math.trunc(node.level))) : 2;
      return {
        type: 'heading',
        level: (Number.isNaN(level) ? 2 : level) as 2 | 3 | 4 | 5 | 6,
        children: cleanInlines(childrenOf(node)),
      };
    }
    case 'code':
      return { type: 'code', text: plainText(childrenOf(node)) };
    case 'list':
      return cleanList(node);
    case 'image': {
      const media = node.image;
      if (!isRecord(media) || typeof media.url !== 'string') return null;
      const url = safeImageUrl(media.url);
      const { width, height } = media;
      const sized = typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0;
      if (!url || !sized) return null;
      const alt = typeof media.alternativeText === 'string' ? media.alternativeText.trim() : '';
      return { type: 'image', image: { url, width, height, alt } };
    }
    default:
      return null;
  }
}
