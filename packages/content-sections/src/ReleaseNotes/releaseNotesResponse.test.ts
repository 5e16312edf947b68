import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoNotes, releaseNotesAnswer } from './fixtures';
import { appendNotes, hasMorePages, type ReleaseNote, readReleaseNotesPage } from './releaseNotesResponse';

describe('readReleaseNotesPage', () => {
  it('reads the sandbox’s Strapi shape: notes, Prague dates, categories, pagination', () => {
    const page = readReleaseNotesPage(releaseNotesAnswer(demoNotes, { perPage: 3 }));
    expect(page).toMatchObject({ title: 'Novinky v mobilní aplikaci', page: 1, pageCount: 2, skipped: 0 });
    expect(page?.notes).toEqual([
      {
        key: 'id:11',
        title: 'Hlášení škody s fotografiemi',
        version: '3.4.0',
        date: '2026-11-02',
        description: 'Ke hlášení škody nyní můžete přiložit až deset fotografií přímo z telefonu.',
        categories: ['Novinka'],
      },
      expect.objectContaining({ key: 'id:12', categories: ['Vylepšení'] }),
      // 22:30 UTC on 30 September is already 1 October in Prague.
      expect.objectContaining({ key: 'id:13', date: '2026-10-01', categories: ['Oprava'] }),
    ]);
  });

  it('reads Strapi 5’s flat entry and categories given as lists, each name once', () => {
    const page = readReleaseNotesPage({
      data: {
        title: 'Web',
        releaseNotes: [
          {
            documentId: 'abc',
            title: '  Nový web  ',
            category: [
              { category: [{ name: 'Novinka' }, { name: 'Web' }] },
              { category: { name: 'Novinka' } },
            ],
          },
        ],
      },
    });
    expect(page).toEqual({
      title: 'Web',
      page: 1,
      pageCount: 1,
      skipped: 0,
      notes: [
        {
          key: 'id:abc',
          title: 'Nový web',
          version: '',
          date: null,
          description: '',
          categories: ['Novinka', 'Web'],
        },
      ],
    });
  });

  it('leaves out notes that do not fit and counts them; a bad date only loses the date', () => {
    const page = readReleaseNotesPage(
      releaseNotesAnswer([
        { id: 1, title: 'Dobrá' },
        { id: 2, title: '   ' },
        { id: 3 },
        'text',
        { id: 4, title: 'Bez data', date: '31. 12. 2026' },
      ]),
    );
    expect(page?.notes.map((note) => [note.title, note.date])).toEqual([
      ['Dobrá', null],
      ['Bez data', null],
    ]);
    expect(page?.skipped).toBe(3);
  });

  it('without an id a note is keyed by its page and position', () => {
    const page = readReleaseNotesPage(
      releaseNotesAnswer([{ title: 'A' }, { title: 'B' }], { page: 1, perPage: 2 }),
      1,
    );
    expect(page?.notes.map((note) => note.key)).toEqual(['page:1:0', 'page:1:1']);
  });

  it('is null for an answer that is not release notes at all', () => {
    expect(readReleaseNotesPage(null)).toBeNull();
    expect(readReleaseNotesPage({ data: [] })).toBeNull();
    expect(readReleaseNotesPage({ data: { attributes: { releaseNotes: 'x' } } })).toBeNull();
    expect(readReleaseNotesPage('<html>')).toBeNull();
  });

  it('without pagination there is no next page; a missing page number is the one asked for', () => {
    const page = readReleaseNotesPage({ data: { attributes: { releaseNotes: [] } } }, 3);
    expect(page).toMatchObject({ page: 3, pageCount: 3 });
    expect(hasMorePages(page as NonNullable<typeof page>)).toBe(false);
  });

  it('never throws on arbitrary JSON, and what it returns is consistent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.anything()),
        fc.integer({ min: 1, max: 50 }),
        (body, requested) => {
          const page = readReleaseNotesPage(body, requested);
          if (page === null) return;
          expect(Number.isInteger(page.page) && page.page >= 1).toBe(true);
          expect(Number.isInteger(page.pageCount) && page.pageCount >= 0).toBe(true);
          expect(page.skipped).toBeGreaterThanOrEqual(0);
          for (const note of page.notes) {
            expect(note.title.trim()).toBe(note.title);
            expect(note.title).not.toBe('');
            if (note.date !== null) expect(note.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads every page of a collection of any size back, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }), (total, perPage) => {
        const notes = Array.from({ length: total }, (_, index) => ({
          id: index + 1,
          title: `Poznámka ${index + 1}`,
        }));
        let shown: ReleaseNote[] = [];
        let page = readReleaseNotesPage(releaseNotesAnswer(notes, { perPage }));
        let requests = 1;
        while (page) {
          shown = appendNotes(shown, page.notes);
          if (!hasMorePages(page)) break;
          requests += 1;
          page = readReleaseNotesPage(releaseNotesAnswer(notes, { perPage, page: page.page + 1 }));
        }
        expect(shown.map((note) => note.title)).toEqual(notes.map((note) => note.title));
        expect(requests).toBe(Math.max(1, Math.ceil(total / perPage)));
      }),
    );
  });
});

describe('appendNotes', () => {
  const note = (key: string): ReleaseNote => ({
    key,
    title: key,
    version: '',
    date: null,
    description: '',
    categories: [],
  });

  it('appends in order and never repeats a note already shown', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 })),
        fc.array(fc.string({ minLength: 1, maxLength: 3 })),
        (shownKeys, nextKeys) => {
          const shown = shownKeys.map(note);
          const result = appendNotes(shown, nextKeys.map(note));
          const keys = result.map((entry) => entry.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys.slice(0, shownKeys.length)).toEqual(shownKeys);
          const expectedAdded = [...new Set(nextKeys)].filter((key) => !shownKeys.includes(key));
          expect(keys.slice(shownKeys.length)).toEqual(expectedAdded);
        },
      ),
    );
  });
});
