import MiniSearch from 'minisearch';
import { foldDiacritics, searchTerm, searchTerms, words } from './czechTerms';
import type { EntryKind, SearchEntry } from './sectionText';

/**
 * The site's search index, in this process's memory: MiniSearch (README "Site search" says why) over
 * the entries of every indexable page (sectionText.ts), each page replaceable on its own when the
 * CMS publishes it (siteSearch.ts).
 *
 * Ranking: every word of the query must be found (in a declension, by its beginning, or with one
 * typo in a long word); if no entry has them all, entries with some of them, said so on the page.
 * Entries whose title holds every word come first; then by BM25 with the title counting six times
 * and the headings twice as much as the text.
 */

/** Words of a query at most: a pasted paragraph is not a search, and fuzzy matching costs per word. */
export const MAX_QUERY_TERMS = 10;
/** Results shown at most: the site has a few dozen pages; the count says how many there are in all. */
export const MAX_HITS = 20;
/**
 * A word is looked up by its beginning from this length: `pojis` finds `pojištění`, but `skl` (the
 * stem of `sklo`, `skel`) must not find `sklep`.
 */
const PREFIX_FROM = 4;
/** A word of this length or more may have one typo (`havarjni` finds `havarijní`). */
const FUZZY_FROM = 6;
const BOOST = { title: 6, headings: 2, text: 1 };
/** Characters of a result's excerpt, about two lines on a phone. */
const EXCERPT_LENGTH = 180;

/** A piece of a shown text, `hit` where it matches a word of the query (rendered as `<mark>`). */
export interface Segment {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  kind: EntryKind;
  title: Segment[];
  url: string;
  pageTitle: string;
  pagePath: string;
  detail?: string;
  /** The passage that matches best (a heading, a sentence, an answer), or the text's beginning. */
  excerpt: Segment[];
}

export interface SearchOutcome {
  /** The query's words as the index understood them (empty: nothing searchable was typed). */
  terms: string[];
  /** How many entries matched (more than are shown, past MAX_HITS). */
  total: number;
  hits: SearchHit[];
  /** No entry has every word: these have some of them. */
  partial: boolean;
}

const matchesTerm = (word: string, terms: readonly string[]): boolean => {
  const term = searchTerm(word);
  return (
    term !== null &&
    terms.some((query) => term === query || (query.length >= PREFIX_FROM && term.startsWith(query)))
  );
};

/** `text` split where its words match the query's terms. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  const push = (piece: string, hit: boolean) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += piece;
    else segments.push({ text: piece, hit });
  };
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index ?? 0;
    push(text.slice(position, start), false);
    push(match[0], matchesTerm(match[0], terms));
    position = start + match[0].length;
  }
  push(text.slice(position), false);
  return segments;
}

/** How many of the query's terms a passage holds (each once). */
function coverage(passage: string, terms: readonly string[]): number {
  const found = new Set<string>();
  for (const word of words(passage)) {
    const term = searchTerm(word);
    if (term === null) continue;
    for (const query of terms) {
      if (term === query || (query.length >= PREFIX_FROM && term.startsWith(query))) found.add(query);
    }
  }
  return found.size;
}

/** At most EXCERPT_LENGTH characters of `passage`, around its first matching word, cut at words. */
function trimAround(passage: string, terms: readonly string[]): string {
  if (passage.length <= EXCERPT_LENGTH) return passage;
  const first = [...passage.matchAll(/[\p{L}\p{N}]+/gu)].find((match) => matchesTerm(match[0], terms));
  let start = Math.max(0, (first?.index ?? 0) - 60);
  if (start > 0) start = passage.indexOf(' ', start) + 1 || start;
  let end = Math.min(passage.length, start + EXCERPT_LENGTH);
  if (end < passage.length) end = passage.lastIndexOf(' ', end) > start ? passage.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${passage.slice(start, end).trim()}${end < passage.length ? ' …' : ''}`;
}

/** The passage of an entry that holds most of the query's words: a heading, a sentence, a line. */
function excerptOf(entry: SearchEntry, terms: readonly string[]): Segment[] {
  // The title is shown above the excerpt: a heading that repeats it (a hero's) says nothing more.
  const title = foldDiacritics(entry.title);
  const passages = [...entry.headings.split('\n'), ...entry.text.split('\n')]
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((passage) => passage.trim() !== '' && foldDiacritics(passage) !== title);
  let best = passages.find((passage) => entry.text.startsWith(passage)) ?? passages[0] ?? '';
  let bestCoverage = 0;
  for (const passage of passages) {
    const found = coverage(passage, terms);
    if (found > bestCoverage) {
      best = passage;
      bestCoverage = found;
    }
  }
  return highlight(trimAround(best, terms), terms);
}

export class SearchIndex {
  private readonly index = new MiniSearch<SearchEntry>({
    fields: ['title', 'headings', 'text'],
    tokenize: words,
    processTerm: searchTerm,
    // Discarded entries are cleaned up in the background, in batches.
    autoVacuum: { batchSize: 1000, batchWait: 10, minDirtCount: 20, minDirtFactor: 0.1 },
  });
  private readonly entries = new Map<string, SearchEntry>();
  private readonly byPage = new Map<string, string[]>();

  constructor(entries: readonly SearchEntry[] = []) {
    const pages = new Map<string, SearchEntry[]>();
    for (const entry of entries) pages.set(entry.pagePath, [...(pages.get(entry.pagePath) ?? []), entry]);
    for (const [path, list] of pages) this.replacePage(path, list);
  }

  /** How many entries the index holds. */
  get size(): number {
    return this.entries.size;
  }

  /** The paths of the pages in the index. */
  pages(): string[] {
    return [...this.byPage.keys()].sort();
  }

  /** A page's entries, instead of what it had (none: the page is out of the search). */
  replacePage(path: string, entries: readonly SearchEntry[]): void {
    for (const id of this.byPage.get(path) ?? []) {
      this.index.discard(id);
      this.entries.delete(id);
    }
    this.byPage.delete(path);
    if (entries.length === 0) return;
    this.index.addAll(entries);
    for (const entry of entries) this.entries.set(entry.id, entry);
    this.byPage.set(
      path,
      entries.map((entry) => entry.id),
    );
  }

  search(query: string, limit = MAX_HITS): SearchOutcome {
    const terms = [...new Set(searchTerms(query))].slice(0, MAX_QUERY_TERMS);
    if (terms.length === 0) return { terms, total: 0, hits: [], partial: false };
    const run = (combineWith: 'AND' | 'OR') =>
      this.index.search(terms.join(' '), {
        // The terms are processed already (searchTerms): taken as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        combineWith,
        boost: BOOST,
        prefix: (term) => term.length >= PREFIX_FROM,
        fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
        weights: { prefix: 0.5, fuzzy: 0.3 },
      });
    let results = run('AND');
    const partial = results.length === 0 && terms.length > 1;
    if (partial) results = run('OR');
    const ranked = results
      .map((result) => {
        const entry = this.entries.get(String(result.id));
        return entry
          ? { entry, score: result.score, inTitle: coverage(entry.title, terms) === terms.length }
          : null;
      })
      .filter((item) => item !== null)
      .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score);
    return {
      terms,
      total: ranked.length,
      partial,
      hits: ranked.slice(0, limit).map(({ entry }) => ({
        kind: entry.kind,
        title: highlight(entry.title, terms),
        url: entry.url,
        pageTitle: entry.pageTitle,
        pagePath: entry.pagePath,
        ...(entry.detail ? { detail: entry.detail } : {}),
        excerpt: excerptOf(entry, terms),
      })),
    };
  }
}
