import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDiacritics, searchTerm } from './czechTerms';
import { highlight, MAX_QUERY_TERMS, SearchIndex } from './searchIndex';
import type { SearchEntry } from './sectionText';

let counter = 0;
function entry(fields: Partial<SearchEntry> & { title: string }): SearchEntry {
  counter += 1;
  const pagePath = fields.pagePath ?? `/stranka-${counter}`;
  return {
    id: fields.id ?? `${pagePath}#${counter}`,
    kind: 'page',
    headings: '',
    text: '',
    url: pagePath,
    pagePath,
    pageTitle: fields.title,
    ...fields,
  };
}

const shown = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: { text: string; hit: boolean }[]) =>
  segments.filter((segment) => segment.hit).map((segment) => segment.text);

describe('the search index', () => {
  const index = new SearchIndex([
    entry({
      pagePath: '/pojisteni-vozidel',
      title: 'Pojištění vozidel',
      headings: 'Pojištění skel\nAsistence',
      text: 'Výměna čelního i bočních skel bez spoluúčasti.',
    }),
    entry({
      pagePath: '/caste-dotazy',
      kind: 'faq',
      title: 'Jak rychle dostanu zelenou kartu?',
      text: 'Hned po zaplacení vám ji pošleme e-mailem.',
      url: '/caste-dotazy#rychle-odpovedi',
      pageTitle: 'Časté dotazy',
    }),
    entry({
      pagePath: '/hlaseni-skody',
      title: 'Hlášení škody',
      text: 'Škodu nahlaste nonstop na lince 800 100 900.',
    }),
    entry({
      pagePath: '/pojisteni-majetek',
      title: 'Pojištění majetku',
      text: 'Kola ve sklepě i škody vodou.',
    }),
  ]);

  it('finds `Pojištění skel` typed without diacritics, and shows the heading that matched', () => {
    const outcome = index.search('pojisteni skel');
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/pojisteni-vozidel']);
    expect(shown(outcome.hits[0]?.excerpt ?? [])).toBe('Pojištění skel');
    expect(marked(outcome.hits[0]?.excerpt ?? [])).toEqual(['Pojištění', 'skel']);
  });

  it('finds a question in another declension (`zelena karta` → `zelenou kartu`), linking to its view', () => {
    const [first] = index.search('zelena karta').hits;
    expect(first).toMatchObject({
      kind: 'faq',
      url: '/caste-dotazy#rychle-odpovedi',
      pageTitle: 'Časté dotazy',
    });
    expect(marked(first?.title ?? [])).toEqual(['zelenou', 'kartu']);
  });

  it('puts the page whose title is the query first (`hlaseni skody`)', () => {
    const outcome = index.search('hlaseni skody');
    expect(outcome.hits[0]?.url).toBe('/hlaseni-skody');
    expect(outcome.partial).toBe(false);
  });

  it('finds a word by its beginning and with one typo in a long word; a short stem only whole', () => {
    expect(
      index
        .search('pojis')
        .hits.map((hit) => hit.url)
        .sort(),
    ).toEqual(['/pojisteni-majetek', '/pojisteni-vozidel']);
    expect(index.search('spoluucsti').hits.map((hit) => hit.url)).toEqual(['/pojisteni-vozidel']);
    // `skel` (stem `skl`) is not `sklepě`.
    expect(index.search('skel').hits.map((hit) => hit.url)).toEqual(['/pojisteni-vozidel']);
  });

  it('with no entry holding every word, offers those with some, and says so', () => {
    const outcome = index.search('zelena karta sklep');
    expect(outcome.partial).toBe(true);
    expect(outcome.hits.map((hit) => hit.url)).toContain('/caste-dotazy#rychle-odpovedi');
    expect(outcome.hits.map((hit) => hit.url)).toContain('/pojisteni-majetek');
  });

  it('finds nothing for what no page says, or for function words alone', () => {
    expect(index.search('xyzzy')).toEqual({
      terms: [searchTerm('xyzzy')],
      total: 0,
      hits: [],
      partial: false,
    });
    expect(index.search('a v na')).toEqual({ terms: [], total: 0, hits: [], partial: false });
    expect(index.search('   ')).toEqual({ terms: [], total: 0, hits: [], partial: false });
  });

  it('reads at most the first words of a long query', () => {
    const long = Array.from({ length: 40 }, (_, i) => `slovo${i}x`).join(' ');
    expect(index.search(long).terms).toHaveLength(MAX_QUERY_TERMS);
  });

  it('replaces a page’s entries when it is published again, and drops them when it goes', () => {
    const local = new SearchIndex([entry({ pagePath: '/o-nas', title: 'O nás', text: 'Historie firmy.' })]);
    expect(local.search('historie').total).toBe(1);
    local.replacePage('/o-nas', [
      entry({ pagePath: '/o-nas', id: '/o-nas', title: 'O nás', text: 'Naše pobočky.' }),
    ]);
    expect(local.search('historie').total).toBe(0);
    expect(local.search('pobocky').total).toBe(1);
    local.replacePage('/o-nas', []);
    expect(local.search('pobocky').total).toBe(0);
    expect(local.pages()).toEqual([]);
  });
});

// Words with and without diacritics, so that the properties hold across them.
const VOCABULARY = [
  'pojištění',
  'škoda',
  'karta',
  'zelená',
  'auto',
  'pobočka',
  'smlouva',
  'asistence',
  'cesta',
  'domácnost',
];
const phrase = fc
  .array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

describe('ranking (properties)', () => {
  const pages = fc.array(fc.record({ title: phrase, text: phrase }), { minLength: 1, maxLength: 12 });
  const queryOf = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 2 });

  it('every entry whose title holds every word of the query comes before every other result', () => {
    fc.assert(
      fc.property(pages, queryOf, fc.boolean(), (list, queryWords, plain) => {
        const index = new SearchIndex(list.map((page, i) => entry({ ...page, pagePath: `/p${i}` })));
        const query = queryWords.map((word) => (plain ? foldDiacritics(word) : word)).join(' ');
        const hits = index.search(query).hits;
        const titleHasAll = hits.map((hit) => {
          const title = foldDiacritics(shown(hit.title));
          return queryWords.every((word) => title.includes(foldDiacritics(word)));
        });
        const firstOther = titleHasAll.indexOf(false);
        if (firstOther >= 0) expect(titleHasAll.slice(firstOther)).not.toContain(true);
      }),
    );
  });

  it('finds every entry that holds every word of the query, whether typed with diacritics or not', () => {
    fc.assert(
      fc.property(pages, queryOf, fc.boolean(), (list, queryWords, plain) => {
        const index = new SearchIndex(list.map((page, i) => entry({ ...page, pagePath: `/p${i}` })));
        const query = queryWords.map((word) => (plain ? foldDiacritics(word) : word)).join(' ');
        const found = new Set(index.search(query, 100).hits.map((hit) => hit.url));
        list.forEach((page, i) => {
          const words = `${page.title} ${page.text}`.split(' ');
          if (queryWords.every((word) => words.includes(word))) expect(found).toContain(`/p${i}`);
        });
      }),
    );
  });
});

describe('highlighting', () => {
  it('marks the words that match, in any declension or spelling, and keeps the text as it was (property)', () => {
    expect(marked(highlight('Zelenou kartu pošleme e-mailem.', ['zeln', 'kart']))).toEqual([
      'Zelenou',
      'kartu',
    ]);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.array(fc.constantFrom('pojistn', 'skod', 'kart'), { maxLength: 3 }),
        (text, terms) => {
          expect(shown(highlight(text, terms))).toBe(text);
        },
      ),
    );
  });
});
