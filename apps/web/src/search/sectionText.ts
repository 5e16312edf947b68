import { type Page, pathFromSlug } from '../content/page';
import { resolveOnce } from '../sections/resolved';

/**
 * What the search reads of a page: the one place that turns a section's content into searchable
 * text. It reads each block's **props** (the output of its content schema, resolved once per section
 * object: src/sections/resolved.ts), not the CMS's fields, so rich text is already cleaned and every
 * block is read as it is rendered; a section whose data fails its schema is not on the page, and not
 * in the search either.
 *
 * - Headings: fields named `heading`, `subheading`, `sectionName`, and headings inside rich text.
 * - Text: the fields of TEXT_FIELDS (perex, text, quote, names, labels …) and rich text's words.
 *   Addresses, images' alternative text, choices (`variant`, `style`) and identifiers are left out.
 * - Results of their own, each with its own link: a question with its answer (any object with
 *   `question` and `answerText`: every FAQ block), and a document (any object with a `title` and a
 *   PDF file: the documents block). They are not repeated in their page's text.
 *
 * A new block needs nothing here when its fields follow those names; one that does not gets a line in
 * LINKS or in the field lists.
 */

export type EntryKind = 'page' | 'faq' | 'document';

/** One result the search can return. */
export interface SearchEntry {
  /** Unique in the index: the page's path, then what the entry is on it. */
  id: string;
  kind: EntryKind;
  /** A page's title, a question, a document's title: ranked first. */
  title: string;
  /** The headings, one a line. */
  headings: string;
  /** Everything else: one paragraph, answer or line a line. */
  text: string;
  /** Where the result leads: the page, its question's view and section, or the document's file. */
  url: string;
  /** The page the entry comes from (what a publish replaces) and its title, for the result's context. */
  pagePath: string;
  pageTitle: string;
  /** A document's type, validity and size, for its result: `Pojistné podmínky · PDF, 245 kB`. */
  detail?: string;
}

/** What one section gives its page, and the entries of its own. */
export interface SectionText {
  headings: string[];
  text: string[];
  entries: EntryDraft[];
}

/** An entry before it knows its page. `link` is relative to the page (`?faq=1&q=0`) or a file's address. */
export interface EntryDraft {
  kind: Exclude<EntryKind, 'page'>;
  title: string;
  text: string;
  link: { query?: Record<string, string> } | { href: string };
  detail?: string;
}

const HEADING_FIELDS = new Set(['heading', 'subheading', 'sectionName']);
const TEXT_FIELDS = new Set([
  'perex',
  'text',
  'description',
  'title',
  'quote',
  'caption',
  'label',
  'name',
  'position',
  'role',
  'tags',
  'services',
  'city',
  'street',
  'venue',
  'lines',
  'phone',
  'linkText',
  'buttonLabel',
  'buttonText',
]);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `{ kind: 'blocks' | 'html' }`: rich text after its content schema (content-sections). */
function isRichText(value: Json): boolean {
  return (
    (value.kind === 'blocks' && Array.isArray(value.blocks)) ||
    (value.kind === 'html' && typeof value.html === 'string')
  );
}

/** A PDF's address in a document object: Strapi's media (`file`, with its `mime`) or a plain link. */
function pdfAddress(value: Json): { url: string; size?: number } | null {
  for (const candidate of [value.file, value.pdf, value.media, value]) {
    if (!isRecord(candidate) || !nonEmpty(candidate.url)) continue;
    const isPdf = candidate.mime === 'application/pdf' || /\.pdf(?:[?#]|$)/i.test(candidate.url);
    // Strapi's media size is in kB.
    if (isPdf)
      return { url: candidate.url, size: typeof candidate.size === 'number' ? candidate.size : undefined };
  }
  return null;
}

const czechDate = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${Number(match[3])}. ${Number(match[2])}. ${match[1]}` : iso;
};

/** `Pojistné podmínky · platné od 1. 1. 2026 · PDF, 245 kB`: what a document's result says of it. */
function documentDetail(value: Json, size: number | undefined): string {
  const type = [value.typeLabel, value.type, value.kind].find(nonEmpty);
  const validFrom = nonEmpty(value.validFrom) ? `platné od ${czechDate(value.validFrom)}` : undefined;
  const pdf = size === undefined ? 'PDF' : `PDF, ${Math.max(1, Math.round(size)).toLocaleString('cs-CZ')} kB`;
  return [type, validFrom, pdf].filter(Boolean).join(' · ');
}

/** Where the words of rich text's blocks go: headings to headings, the rest to text. */
function richTextInto(value: Json, into: SectionText): void {
  if (value.kind === 'html') {
    const html = String(value.html);
    for (const match of html.matchAll(/<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>/gi)) {
      into.headings.push(htmlText(match[1] ?? ''));
    }
    into.text.push(htmlText(html.replace(/<h([2-6])[^>]*>[\s\S]*?<\/h\1>/gi, '\n')));
    return;
  }
  const inline = (nodes: unknown): string =>
    Array.isArray(nodes)
      ? nodes
          .map((node) =>
            isRecord(node) ? (typeof node.text === 'string' ? node.text : inline(node.children)) : '',
          )
          .join('')
      : '';
  const block = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (node.type === 'heading') into.headings.push(inline(node.children));
    else if (node.type === 'list') for (const item of node.children as unknown[]) block(item);
    else if (node.type === 'code' && typeof node.text === 'string') into.text.push(node.text);
    else into.text.push(inline(node.children));
  };
  for (const node of value.blocks as unknown[]) block(node);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of already sanitised HTML (content-sections sanitises it in the block's schema). */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|blockquote|pre|tr|caption)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/**
 * A section's props, walked: headings, text, and the questions and documents as entries of their
 * own. `link` gives an entry found under a path of the props its view on the page (LINKS).
 */
export function propsText(
  props: unknown,
  link: (path: readonly (string | number)[]) => EntryDraft['link'] = () => ({}),
): SectionText {
  const into: SectionText = { headings: [], text: [], entries: [] };
  const seenDocuments = new Set<string>();
  const walk = (value: unknown, field: string, path: (string | number)[]): void => {
    if (typeof value === 'string') {
      if (HEADING_FIELDS.has(field)) into.headings.push(value);
      else if (TEXT_FIELDS.has(field)) into.text.push(value);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, field, [...path, index]);
      });
      return;
    }
    if (!isRecord(value)) return;
    if (isRichText(value)) {
      richTextInto(value, into);
      return;
    }
    if (nonEmpty(value.question) && typeof value.answerText === 'string') {
      into.entries.push({ kind: 'faq', title: value.question, text: value.answerText, link: link(path) });
      return;
    }
    const pdf = nonEmpty(value.title) ? pdfAddress(value) : null;
    if (pdf && nonEmpty(value.title)) {
      // Earlier versions of a document are listed after the current one, under the same title.
      if (!seenDocuments.has(value.title)) {
        seenDocuments.add(value.title);
        const description = [value.description, value.summary].filter(nonEmpty).join('\n');
        into.entries.push({
          kind: 'document',
          title: value.title,
          text: description,
          link: { href: pdf.url },
          detail: documentDetail(value, pdf.size),
        });
      }
      return;
    }
    for (const [key, nested] of Object.entries(value)) walk(nested, key, [...path, key]);
  };
  walk(props, '', []);
  return into;
}

/**
 * Blocks whose questions have a view of their own in the page's address (content-sections' README:
 * the FAQ section's `faq` group and `q` category, counted as the visitor sees them, which is the
 * props' order; a radio card's `faq` is its `type`).
 */
const LINKS: Record<string, (props: Json, path: readonly (string | number)[]) => EntryDraft['link']> = {
  'blocks.faq': (_props, path) => {
    const [groups, group, categories, category] = path;
    return groups === 'groups' &&
      categories === 'categories' &&
      typeof group === 'number' &&
      typeof category === 'number'
      ? { query: { faq: String(group), q: String(category) } }
      : {};
  },
  'blocks.faq-radio-cards': (props, path) => {
    const [cards, card] = path;
    const chosen = cards === 'cards' && typeof card === 'number' ? (props.cards as Json[])[card] : undefined;
    return nonEmpty(chosen?.type) ? { query: { faq: chosen.type } } : {};
  },
};

/** One section's text (nothing for a section that is not on the page: unknown type or invalid data). */
export function sectionText(section: unknown): SectionText & { anchor?: string } {
  const resolved = resolveOnce(section);
  if (resolved.status !== 'ok') return { headings: [], text: [], entries: [] };
  const props = resolved.props as Json;
  const linkOf = LINKS[resolved.type];
  return {
    ...propsText(props, linkOf ? (path) => linkOf(props, path) : undefined),
    ...(resolved.anchor ? { anchor: resolved.anchor } : {}),
  };
}

/** Lines trimmed, spaces collapsed, empty and repeated lines left out. */
function lines(texts: readonly string[]): string {
  const seen = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const clean = line.replace(/\s+/g, ' ').trim();
      if (clean !== '') seen.add(clean);
    }
  }
  return [...seen].join('\n');
}

function entryUrl(path: string, link: EntryDraft['link'], anchor: string | undefined): string {
  if ('href' in link) return link.href;
  const query = link.query ? `?${new URLSearchParams(link.query)}` : '';
  return `${path}${query}${anchor ? `#${anchor}` : ''}`;
}

/** Everything the search keeps of a page: the page itself, and its questions and documents. */
export function pageEntries(page: Page): SearchEntry[] {
  const path = pathFromSlug(page.slug);
  const headings: string[] = [];
  const text: string[] = [page.description];
  const own: SearchEntry[] = [];
  const seen = new Set<string>();
  page.sections.forEach((section) => {
    const found = sectionText(section);
    headings.push(...found.headings);
    text.push(...found.text);
    for (const draft of found.entries) {
      const url = entryUrl(path, draft.link, found.anchor);
      // The same question asked twice on a page is one result.
      const key = `${draft.kind}:${draft.title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      own.push({
        id: `${path}#${own.length + 1}`,
        kind: draft.kind,
        title: draft.title,
        headings: '',
        text: lines([draft.text]),
        url,
        pagePath: path,
        pageTitle: page.title,
        ...(draft.detail ? { detail: draft.detail } : {}),
      });
    }
  });
  return [
    {
      id: path,
      kind: 'page',
      title: page.title,
      headings: lines(headings),
      text: lines(text),
      url: path,
      pagePath: path,
      pageTitle: page.title,
    },
    ...own,
  ];
}
