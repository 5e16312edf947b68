import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findBySlugOrIndex,
  SECTION_PARAM,
  sectionLinkTarget,
  sectionSlug,
  selectedSection,
  selectedTab,
  stateHref,
  TAB_PARAM,
  uniqueSlugs,
} from './dynamicSectionsState';

/** Names as editors write them: Czech letters, spaces, punctuation, digits, repeats. */
const czechName = fc
  .array(fc.constantFrom(...'aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž AÁČŘŠŽ019-?!/.,'.split('')), {
    minLength: 0,
    maxLength: 24,
  })
  .map((chars) => chars.join(''));
const names = fc.array(fc.oneof(czechName, fc.constantFrom('Pro občany', 'Pro firmy', '2024', '')), {
  maxLength: 8,
});

describe('sectionSlug', () => {
  it('strips Czech diacritics and joins words with single hyphens', () => {
    expect(sectionSlug('Pro občany')).toBe('pro-obcany');
    expect(sectionSlug('Povinné ručení & havarijní pojištění')).toBe('povinne-ruceni-havarijni-pojisteni');
    expect(sectionSlug('  Žluťoučký kůň — úpěl ďábelské ódy!  ')).toBe('zlutoucky-kun-upel-dabelske-ody');
  });

  it('always gives a URL-safe slug', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(sectionSlug(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('uniqueSlugs', () => {
  it('gives every name its own non-empty slug, never only digits', () => {
    fc.assert(
      fc.property(names, (list) => {
        const slugs = uniqueSlugs(list);
        expect(slugs).toHaveLength(list.length);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) {
          expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(slug).not.toMatch(/^\d+$/);
        }
      }),
    );
    expect(uniqueSlugs(['Pro občany', 'Pro obcany', '', '2024'])).toEqual([
      'pro-obcany',
      'pro-obcany-2',
      'sekce-3',
      'sekce-2024',
    ]);
  });
});

describe('URL state: s and ds', () => {
  it('finds each item by its own slug, and by its 0-based index', () => {
    fc.assert(
      fc.property(names, (list) => {
        const slugs = uniqueSlugs(list);
        slugs.forEach((slug, index) => {
          expect(findBySlugOrIndex(slug, slugs)).toBe(index);
          expect(findBySlugOrIndex(slug.toUpperCase(), slugs)).toBe(index);
          expect(findBySlugOrIndex(String(index), slugs)).toBe(index);
        });
        expect(findBySlugOrIndex(String(slugs.length), slugs)).toBeNull();
      }),
    );
  });

  it('falls back to the first tab for anything it does not know, and never throws', () => {
    fc.assert(
      fc.property(names, fc.option(fc.string(), { nil: null }), (list, param) => {
        const slugs = uniqueSlugs(list);
        const tab = selectedTab(param, slugs);
        expect(tab).toBeGreaterThanOrEqual(0);
        if (slugs.length > 0) expect(tab).toBeLessThan(slugs.length);
      }),
    );
    expect(selectedTab(null, ['pro-obcany', 'pro-firmy'])).toBe(0);
    expect(selectedTab('pro-firmy', ['pro-obcany', 'pro-firmy'])).toBe(1);
    expect(selectedTab('1', ['pro-obcany', 'pro-firmy'])).toBe(1);
    expect(selectedTab('-1', ['pro-obcany', 'pro-firmy'])).toBe(0);
    expect(selectedTab('pro-lesniky', ['pro-obcany', 'pro-firmy'])).toBe(0);
  });

  it('shows a sub-section with content, never a link: the named one, else the first with content', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 8 }),
        fc.option(fc.string(), { nil: null }),
        (links, param) => {
          const sections = uniqueSlugs(links.map((_, i) => `Sekce ${i}`)).map((slug, i) => ({
            slug,
            isLink: links[i] ?? false,
          }));
          const shown = selectedSection(param, sections);
          if (sections.every((section) => section.isLink)) expect(shown).toBeNull();
          else expect(sections[shown ?? -1]?.isLink).toBe(false);
          // A named content section is the one shown.
          sections.forEach((section, index) => {
            if (!section.isLink) expect(selectedSection(section.slug, sections)).toBe(index);
          });
        },
      ),
    );
    const sections = [
      { slug: 'online-hlaseni', isLink: true },
      { slug: 'auto', isLink: false },
      { slug: 'dum', isLink: false },
    ];
    expect(selectedSection('online-hlaseni', sections)).toBe(1);
    expect(selectedSection('2', sections)).toBe(2);
    expect(selectedSection(null, sections)).toBe(1);
  });

  it('writes a state as a relative address that reads back the same, keeping other parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pro-obcany', 'pro-firmy'),
        fc.option(fc.constantFrom('auto', 'majetek', 'cestovani-a-zdravi'), { nil: null }),
        fc.option(fc.constantFrom('sekce', 'nabidka'), { nil: null }),
        fc.dictionary(fc.constantFrom('utm_source', 'faq', 'q'), fc.string({ maxLength: 8 })),
        (tab, section, anchor, other) => {
          const current = new URL('https://www.horizont.example/ukazka-sekci?ds=stara#jinde');
          for (const [name, value] of Object.entries(other)) current.searchParams.set(name, value);
          const href = stateHref(current.toString(), { tab, section }, anchor);
          expect(href.startsWith('?')).toBe(true);
          const next = new URL(href, current);
          expect(next.pathname).toBe('/ukazka-sekci');
          expect(next.searchParams.get(TAB_PARAM)).toBe(tab);
          expect(next.searchParams.get(SECTION_PARAM)).toBe(section);
          expect(next.hash).toBe(`#${anchor ?? 'jinde'}`);
          for (const [name, value] of Object.entries(other)) expect(next.searchParams.get(name)).toBe(value);
        },
      ),
    );
  });
});

describe('sectionLinkTarget', () => {
  it('prefixes a relative link with the API host and leaves an absolute one alone', () => {
    expect(sectionLinkTarget('/uploads/podminky.pdf', 'https://api.horizont.example')).toBe(
      'https://api.horizont.example/uploads/podminky.pdf',
    );
    expect(sectionLinkTarget('/uploads/podminky.pdf', 'https://api.horizont.example/')).toBe(
      'https://api.horizont.example/uploads/podminky.pdf',
    );
    expect(sectionLinkTarget('https://www.example.com/a', 'https://api.horizont.example')).toBe(
      'https://www.example.com/a',
    );
  });
});
