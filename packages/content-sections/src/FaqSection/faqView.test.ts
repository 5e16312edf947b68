import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faqViewFromUrl, faqViewParams, hrefWithParams, parseIndex, sortByOrder } from './faqView';

describe('parseIndex (faq and q in the URL)', () => {
  it.each([
    ['0', 3, 0],
    ['2', 3, 2],
    ['02', 3, 2],
    ['3', 3, 0],
    ['-1', 3, 0],
    ['1.0', 3, 0],
    ['1e0', 3, 0],
    [' 1', 3, 0],
    ['abc', 3, 0],
    ['', 3, 0],
    [null, 3, 0],
    ['99999999999999999999', 3, 0],
    ['0', 0, 0],
  ] as const)('%j of %i items is %i', (value, length, expected) => {
    expect(parseIndex(value, length)).toBe(expected);
  });

  it('always gives an index in range (or 0), and reads back what it would write', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.nat(50), (value, length) => {
        const index = parseIndex(value, length);
        expect(Number.isInteger(index)).toBe(true);
        expect(index === 0 || index < length).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((length) => fc.tuple(fc.constant(length), fc.nat(length - 1))),
        ([length, index]) => {
          expect(parseIndex(String(index), length)).toBe(index);
        },
      ),
    );
  });
});

describe('sortByOrder (SPEC §2: sorted by order, those without one last)', () => {
  it('sorts by order and puts groups without one last, in the editor’s order', () => {
    const groups = [
      { name: 'a', order: null },
      { name: 'b', order: 20 },
      { name: 'c', order: 10 },
      { name: 'd', order: null },
      { name: 'e', order: 10 },
      { name: 'f', order: -5 },
    ];
    expect(sortByOrder(groups).map((group) => group.name)).toEqual(['f', 'c', 'e', 'b', 'a', 'd']);
  });

  it('is a stable sort: a permutation, ordered, ties and unordered groups in their original order', () => {
    const item = fc.record({
      id: fc.nat(),
      order: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const withPosition = items.map((entry, position) => ({ ...entry, position }));
        const sorted = sortByOrder(withPosition);
        expect(sorted).toHaveLength(items.length);
        expect(new Set(sorted.map((entry) => entry.position)).size).toBe(items.length);
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1], sorted[i]];
          if (!before || !after) continue;
          if (before.order === null) expect(after.order).toBeNull();
          if (after.order !== null && before.order !== null) {
            expect(before.order).toBeLessThanOrEqual(after.order);
          }
          if (before.order === after.order) expect(before.position).toBeLessThan(after.position);
        }
      }),
    );
  });

  it('does not change the list it is given', () => {
    const groups = [{ order: 2 }, { order: 1 }];
    sortByOrder(groups);
    expect(groups).toEqual([{ order: 2 }, { order: 1 }]);
  });
});

describe('faqViewFromUrl', () => {
  const url = (search: string) => `https://www.horizont.example/caste-dotazy${search}`;

  it('reads the group from faq and the category from q, 0 by default', () => {
    expect(faqViewFromUrl(url(''), [2, 3])).toEqual({ group: 0, category: 0 });
    expect(faqViewFromUrl(url('?faq=1&q=2'), [2, 3])).toEqual({ group: 1, category: 2 });
  });

  it('checks the category against the chosen group, and falls back for garbage', () => {
    expect(faqViewFromUrl(url('?faq=0&q=2'), [2, 3])).toEqual({ group: 0, category: 0 });
    expect(faqViewFromUrl(url('?faq=7&q=1'), [2, 3])).toEqual({ group: 0, category: 1 });
    expect(faqViewFromUrl(url('?faq=skoda&q=x'), [2, 3])).toEqual({ group: 0, category: 0 });
    expect(faqViewFromUrl(url('?faq=1'), [])).toEqual({ group: 0, category: 0 });
  });

  it('always names a group and category that exist, whatever the URL says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.string(),
        fc.string(),
        (categories, faq, q) => {
          const search = new URLSearchParams({ faq, q }).toString();
          const view = faqViewFromUrl(url(`?${search}`), categories);
          expect(view.group).toBeLessThan(categories.length);
          expect(view.category).toBeLessThan(categories[view.group] ?? 0);
        },
      ),
    );
  });

  it('reads back every view its own parameters write', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })
          .chain((categories) =>
            fc
              .nat(categories.length - 1)
              .chain((group) =>
                fc.tuple(fc.constant(categories), fc.constant(group), fc.nat((categories[group] ?? 1) - 1)),
              ),
          ),
        ([categories, group, category]) => {
          const href = `https://www.horizont.example${hrefWithParams(url('?x=1'), faqViewParams({ group, category }))}`;
          expect(faqViewFromUrl(href, categories)).toEqual({ group, category });
        },
      ),
    );
  });
});

describe('faqViewParams and hrefWithParams', () => {
  it('a group starts at its first category; a category names both', () => {
    expect(faqViewParams({ group: 2 })).toEqual({ faq: '2', q: null });
    expect(faqViewParams({ group: 0, category: 1 })).toEqual({ faq: '0', q: '1' });
  });

  it('keeps the path and the other parameters, drops the hash and the origin', () => {
    expect(
      hrefWithParams('https://www.horizont.example/caste-dotazy?utm_source=x&q=3#odpovedi', {
        faq: '1',
        q: null,
      }),
    ).toBe('/caste-dotazy?utm_source=x&faq=1');
  });
});
