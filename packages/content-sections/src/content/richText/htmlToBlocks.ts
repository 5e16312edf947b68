import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { safeLinkUrl } from '../safeUrl.js';
import { restoreShortCompounds } from '../wordHyphens.js';

/**
 * Strapi 5 Blocks JSON, as its editor writes it and its validator accepts it (a paragraph, heading or
 * quote has at least one child; a list at least one item; a link holds text only).
 */
export interface BlocksTextNode {
  type: 'text';
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  code?: true;
}

export interface BlocksLinkNode {
  type: 'link';
  url: string;
  children: BlocksTextNode[];
}

export type BlocksInlineNode = BlocksTextNode | BlocksLinkNode;

export interface BlocksListItemNode {
  type: 'list-item';
  children: BlocksInlineNode[];
}

export interface BlocksListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  /** How deep a nested list is (Strapi's editor draws its bullets by it and indents with Tab). */
  indentLevel?: number;
  children: (BlocksListItemNode | BlocksListNode)[];
}

export type BlocksNode =
  | { type: 'paragraph'; children: BlocksInlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: BlocksInlineNode[] }
  | { type: 'quote'; children: BlocksInlineNode[] }
  | { type: 'code'; children: [BlocksTextNode] }
  | BlocksListNode;

/**
 * Rich text turned into Blocks: the nodes, and what the Blocks format could not hold (a table, a rule,
 * an image, superscript, a link Strapi refuses …), each named once. Its words are kept; only that
 * structure is lost.
 */
export interface BlocksConversion {
  blocks: BlocksNode[];
  unsupported: string[];
}

type Mark = 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code';

const MARKS: Readonly<Record<string, Mark>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strikethrough',
  code: 'code',
};

/** Inline formatting the sanitiser allows and Blocks has no mark for: the text stays, plain. */
const PLAIN_INLINE = new Set(['sub', 'sup', 'small', 'mark', 'abbr']);
const HEADING = /^h([1-6])$/;
const PARAGRAPH_LIKE = new Set(['p', 'div']);
const LIST = new Set(['ul', 'ol']);
const TABLE_ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);

/** Strapi's own check of a Blocks link (core's blocks validator): these protocols, or a path. */
const STRAPI_LINK_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'mailto:', 'tel:']);
function strapiAcceptsLink(url: string): boolean {
  try {
    const parsed = new URL(url.startsWith('/') ? `https://strapi.io${url}` : url);
    return STRAPI_LINK_PROTOCOLS.has(parsed.protocol);
  } catch {
    return false;
  }
}

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const isWhitespace = (text: string) => /^[ \t\n\r\f]*$/.test(text);

/**
 * Sanitised HTML (`sanitizeHtml`) → Strapi Blocks. White space is read as a browser lays it out
 * (runs collapse, a line starts and ends without spaces), `<br>` is a line break inside the text
 * (`\n`, as Strapi's editor writes Shift+Enter), and a nested list is a list inside the list, after
 * its item (Strapi's shape). Total on any input: what Blocks cannot express is reported, never thrown.
 */
export function htmlToBlocks(html: string): BlocksConversion {
  const unsupported = new Set<string>();
  const blocks = blockNodes(parseDocument(html).children, unsupported);
  return { blocks, unsupported: [...unsupported] };
}

function blockNodes(nodes: readonly ChildNode[], unsupported: Set<string>): BlocksNode[] {
  const blocks: BlocksNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some((node) => !(node.type === 'text' && isWhitespace(node.data)))) {
      blocks.push({ type: 'paragraph', children: finishInlines(inlines(run, [], unsupported)) });
    }
    run = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || isInline(node)) {
      if (node.type === 'text' || isElement(node)) run.push(node);
      continue;
    }
    flush();
    blocks.push(...blockElement(node, unsupported));
  }
  flush();
  return blocks;
}

function isInline(element: Element): boolean {
  const tag = element.name;
  return tag === 'a' || tag === 'br' || tag === 'img' || tag in MARKS || PLAIN_INLINE.has(tag);
}

function blockElement(element: Element, unsupported: Set<string>): BlocksNode[] {
  const tag = element.name;
  const heading = HEADING.exec(tag);
  if (heading) {
    const level = Number(heading[1]) as 1 | 2 | 3 | 4 | 5 | 6;
    return [{ type: 'heading', level, children: finishInlines(inlines(element.children, [], unsupported)) }];
  }
  if (tag === 'p')
    return [{ type: 'paragraph', children: finishInlines(inlines(element.children, [], unsupported)) }];
  if (LIST.has(tag)) {
    const list = listNode(element, unsupported);
    return list ? [list] : [];
  }
  if (tag === 'blockquote') {
    return [
      { type: 'quote', children: finishInlines(flowInlines(element.children, 'blockquote', unsupported)) },
    ];
  }
  if (tag === 'pre') return [{ type: 'code', children: [{ type: 'text', text: textOf(element) }] }];
  if (tag === 'table') {
    unsupported.add('table');
    return tableRows(element).map((row) => ({
      type: 'paragraph',
      children: finishInlines(
        row.flatMap((cell, index) => [
          ...(index > 0 ? [leaf(' | ', [])] : []),
          ...flowInlines(cell.children, 'table', unsupported),
        ]),
      ),
    }));
  }
  if (tag === 'hr') {
    unsupported.add('hr');
    return [];
  }
  // Anything else (a stray list item, an unknown container): its content, block by block.
  if (tag !== 'div') unsupported.add(tag);
  return blockNodes(element.children, unsupported);
}

function tableRows(table: Element): Element[][] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isElement(child)) continue;
    if (child.name === 'tr') rows.push(child);
    else if (TABLE_ROW_GROUPS.has(child.name)) rows.push(...child.children.filter(isElement));
  }
  return rows.map((row) => row.children.filter(isElement));
}

const isList = (node: ChildNode): node is Element => isElement(node) && LIST.has(node.name);

function listNode(element: Element, unsupported: Set<string>, depth = 0): BlocksListNode | null {
  const children: BlocksListNode['children'] = [];
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (LIST.has(child.name)) {
      const nested = listNode(child, unsupported, depth + 1);
      if (nested) children.push(nested);
      continue;
    }
    if (child.name !== 'li') unsupported.add(`${child.name} in a list`);
    children.push(...listItem(child, unsupported, depth));
  }
  if (children.length === 0) return null;
  const format = element.name === 'ol' ? 'ordered' : 'unordered';
  return { type: 'list', format, ...(depth > 0 ? { indentLevel: depth } : {}), children };
}

/**
 * One list item: its words, then each list nested in it (Strapi's shape: a nested list follows its
 * item). Words after a nested list cannot be in the item before it: they become an item of their own
 * after that list, so that they are read in the order the page showed them.
 */
function listItem(item: Element, unsupported: Set<string>, depth: number): BlocksListNode['children'] {
  const out: BlocksListNode['children'] = [];
  let run: ChildNode[] = [];
  let nestedSeen = false;
  const hasNested = item.children.some(isList);
  const flush = () => {
    const content = finishInlines(flowInlines(run, 'li', unsupported));
    const hasWords = content.some((node) => node.type === 'link' || node.text !== '');
    // An item with no words stays an item (Strapi keeps empty items), unless a nested list carries it.
    if (hasWords || !hasNested) {
      if (hasWords && nestedSeen) unsupported.add('words after a nested list');
      out.push({ type: 'list-item', children: content });
    }
    run = [];
  };
  for (const node of item.children) {
    if (!isList(node)) {
      run.push(node);
      continue;
    }
    flush();
    nestedSeen = true;
    const list = listNode(node, unsupported, depth + 1);
    if (list) out.push(list);
  }
  flush();
  return out;
}

/** The inline content of a block that holds paragraphs (a list item, a quote): one line each. */
function flowInlines(
  nodes: readonly ChildNode[],
  parent: string,
  unsupported: Set<string>,
): BlocksInlineNode[] {
  const out: BlocksInlineNode[] = [];
  let run: ChildNode[] = [];
  const lineBreak = () => {
    if (out.length > 0) out.push(leaf('\n', []));
  };
  const flush = () => {
    if (run.some((node) => !(node.type === 'text' && isWhitespace(node.data)))) {
      lineBreak();
      out.push(...inlines(run, [], unsupported));
    }
    run = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || isInline(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (!PARAGRAPH_LIKE.has(node.name)) unsupported.add(`${node.name} in ${parent}`);
    lineBreak();
    out.push(
      ...(node.name === 'pre'
        ? [leaf(textOf(node), ['code'])]
        : flowInlines(node.children, parent, unsupported)),
    );
  }
  flush();
  return out;
}

function leaf(text: string, marks: readonly Mark[]): BlocksTextNode {
  const node: BlocksTextNode = { type: 'text', text };
  for (const mark of marks) node[mark] = true;
  return node;
}

function inlines(
  nodes: readonly ChildNode[],
  marks: readonly Mark[],
  unsupported: Set<string>,
): BlocksInlineNode[] {
  const out: BlocksInlineNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(leaf(restoreShortCompounds(node.data.replace(/[ \t\n\r\f]+/g, ' ')), marks));
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.name;
    if (tag === 'br') out.push(leaf('\n', marks));
    else if (tag === 'a') out.push(...linkNode(node, marks, unsupported));
    else if (tag in MARKS) out.push(...inlines(node.children, [...marks, MARKS[tag] as Mark], unsupported));
    else if (tag === 'img') unsupported.add('img');
    else {
      // Inline formatting without a mark, or a block inside an inline: the words, unformatted.
      unsupported.add(tag);
      out.push(...inlines(node.children, marks, unsupported));
    }
  }
  return out;
}

function linkNode(element: Element, marks: readonly Mark[], unsupported: Set<string>): BlocksInlineNode[] {
  // A link inside a link cannot be: its words join the outer one.
  const words = inlines(element.children, marks, unsupported).flatMap((node) =>
    node.type === 'link' ? node.children : [node],
  );
  const href = element.attribs.href ?? '';
  const url = safeLinkUrl(href);
  if (url === null || !strapiAcceptsLink(url)) {
    unsupported.add(`link to ${href === '' ? '(none)' : href}`);
    return words;
  }
  // Blocks links have no target or title: they open in the same tab, as the site's links do.
  for (const attribute of ['target', 'title'])
    if (element.attribs[attribute]) unsupported.add(`link ${attribute}`);
  return [{ type: 'link', url, children: words }];
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

const markKey = (node: BlocksTextNode) =>
  (['bold', 'italic', 'underline', 'strikethrough', 'code'] as const)
    .map((mark) => (node[mark] ? 1 : 0))
    .join('');

/**
 * A block's inline content as a browser shows it: white space at the start and end of each line
 * dropped, a space between words once; then empty text and empty links removed, neighbouring text of
 * the same marks joined (as Strapi's editor keeps it), and one empty text where nothing is left
 * (Strapi wants a child).
 */
function finishInlines(nodes: BlocksInlineNode[]): BlocksInlineNode[] {
  const leaves = nodes.flatMap((node) => (node.type === 'link' ? node.children : [node]));
  let lineStart = true;
  let previous: BlocksTextNode | null = null;
  for (const node of leaves) {
    if (node.text === '\n') {
      if (previous) previous.text = previous.text.replace(/ +$/, '');
      lineStart = true;
      previous = node;
      continue;
    }
    if (lineStart || previous?.text.endsWith(' ')) node.text = node.text.replace(/^ +/, '');
    if (node.text !== '') {
      lineStart = false;
      previous = node;
    }
  }
  // The end of the block ends its last line.
  for (let index = leaves.length - 1; index >= 0; index -= 1) {
    const node = leaves[index] as BlocksTextNode;
    node.text = node.text.replace(/ +$/, '');
    if (node.text !== '') break;
  }
  const out: BlocksInlineNode[] = [];
  for (const node of nodes) {
    if (node.type === 'link') {
      const children = mergeLeaves(node.children);
      if (children.length > 0) out.push({ ...node, children });
    } else if (node.text !== '') {
      const last = out.at(-1);
      if (last?.type === 'text' && markKey(last) === markKey(node)) last.text += node.text;
      else out.push({ ...node });
    }
  }
  return out.length > 0 ? out : [{ type: 'text', text: '' }];
}

function mergeLeaves(nodes: BlocksTextNode[]): BlocksTextNode[] {
  const out: BlocksTextNode[] = [];
  for (const node of nodes) {
    if (node.text === '') continue;
    const last = out.at(-1);
    if (last && markKey(last) === markKey(node)) last.text += node.text;
    else out.push({ ...node });
  }
  return out;
}
