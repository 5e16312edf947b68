import { readdirSync, readFileSync } from 'node:fs';

/**
 * The words of the site's contents as a visitor reads them, section by section: what the content
 * checks (facts.ts's figures, the promises, the testimonials) read. Rich text is read as Strapi's
 * Blocks JSON holds it: a paragraph's pieces are one text, as they are one sentence on the page.
 */

export interface ContentFile {
  /** The file's name, for the findings (`kontakty.json`). */
  name: string;
  /** A page (`{ data: { slug, sections } }`) or the site chrome (`{ data: { … } }`), as Strapi sends it. */
  json: unknown;
}

export interface ContentText {
  /** Where a visitor meets it: `kontakty.json › 2. sekce (blocks.rich-text)`. */
  where: string;
  text: string;
}

export interface ContentSection {
  where: string;
  type: string;
  fields: Record<string, unknown>;
}

/** A page's sections, or the chrome as one section of type `chrome`. */
export function sectionsOf(file: ContentFile): ContentSection[] {
  const data = (file.json as { data?: Record<string, unknown> } | null)?.data;
  if (!data) return [];
  const sections = Array.isArray(data.sections) ? data.sections : [data];
  return sections.map((section, index) => {
    const fields = (section ?? {}) as Record<string, unknown>;
    const type = typeof fields.__component === 'string' ? fields.__component : 'chrome';
    return { where: `${file.name} › ${index + 1}. sekce (${type})`, type, fields };
  });
}

/** Blocks JSON's block nodes: their words are read together, as a visitor reads a paragraph. */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'list-item', 'quote']);

function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, children } = node as { text?: unknown; children?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(children) ? children.map(plainText).join('') : '';
}

function linkUrls(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { url, children } = node as { url?: unknown; children?: unknown };
  const own = typeof url === 'string' ? [url] : [];
  return Array.isArray(children) ? [...own, ...children.flatMap(linkUrls)] : own;
}

/** Every string of `value`, a Blocks paragraph as one text followed by its links' addresses. */
export function textsOf(value: unknown, where: string, into: ContentText[] = []): ContentText[] {
  if (typeof value === 'string') into.push({ where, text: value });
  else if (Array.isArray(value)) for (const item of value) textsOf(item, where, into);
  else if (value && typeof value === 'object') {
    const { type, children } = value as { type?: unknown; children?: unknown };
    const inlineOnly =
      Array.isArray(children) &&
      children.every((child) => !BLOCK_NODES.has(String((child as { type?: unknown })?.type)));
    if (typeof type === 'string' && BLOCK_NODES.has(type) && inlineOnly) {
      into.push({ where, text: plainText(value) });
      // A link's address is read too (tel: links).
      textsOf(linkUrls(value), where, into);
    } else for (const item of Object.values(value)) textsOf(item, where, into);
  }
  return into;
}

/** A string that is an address or a name in code, not words: `/kontakty`, `tel:+420…`, `#nabidka`, `blocks.hero`. */
const NOT_WORDS = /^(?:[a-z]+:|[/#.]|[\w-]+\.[\w.-]+$)\S*$/;
/** Markdown's link targets (`[text](/path)`): a visitor reads only the text. */
const LINK_TARGET = /\]\([^)]*\)/g;

/**
 * What a visitor reads of a file: the page's title and description, then every section's words,
 * without addresses, component names and Markdown's link targets.
 */
export function visibleTextsOf(file: ContentFile): ContentText[] {
  const data = (file.json as { data?: Record<string, unknown> } | null)?.data ?? {};
  const meta = [data.title, data.description].filter((value) => typeof value === 'string');
  const texts = [
    ...textsOf(meta, `${file.name} › titulek a popis`),
    ...sectionsOf(file).flatMap(({ where, fields }) => {
      const { __component: _type, ...words } = fields;
      return textsOf(words, where);
    }),
  ];
  return texts
    .filter(({ text }) => !NOT_WORDS.test(text.trim()))
    .map(({ where, text }) => ({ where, text: text.replace(LINK_TARGET, ']') }));
}

const contentDir = new URL('./', import.meta.url);
const pagesDir = new URL('pages/', contentDir);

function read(url: URL, name: string): ContentFile {
  return { name, json: JSON.parse(readFileSync(new URL(name, url), 'utf8')) };
}

/** Every page the site ships (and Strapi seeds), and the chrome around them (for the content tests). */
export function readContentFiles(): ContentFile[] {
  return [
    ...readdirSync(pagesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => read(pagesDir, name)),
    read(contentDir, 'site-chrome.json'),
  ];
}
