import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { dynamicSectionsBlock } from './dynamicSectionsBlock';
import type { DynamicSectionsProps } from './dynamicSectionsContent';
import { dynamicSectionsFixtures, dynamicSectionsInvalidFixtures } from './fixtures';

describeBlockContract(dynamicSectionsBlock, {
  valid: dynamicSectionsFixtures,
  invalid: {
    threeTabs: { data: dynamicSectionsInvalidFixtures.threeTabs, path: 'items' },
    noTabs: { data: dynamicSectionsInvalidFixtures.noTabs, path: 'items' },
    emptyTab: { data: dynamicSectionsInvalidFixtures.emptyTab, path: 'items.0.dynamicSections' },
    noContentNoLink: {
      data: dynamicSectionsInvalidFixtures.noContentNoLink,
      path: 'items.0.dynamicSections',
    },
    unsafeLink: { data: dynamicSectionsInvalidFixtures.unsafeLink, path: 'items.0.dynamicSections.0.link' },
    anchorLink: { data: dynamicSectionsInvalidFixtures.anchorLink, path: 'items.0.dynamicSections.0.link' },
  },
});

const props = (data: object) => contentProps<DynamicSectionsProps>(dynamicSectionsBlock, data);
/** Server HTML of the page at `search` (the site's URL is what the server reads the state from). */
const htmlAt = (data: object, search = '') =>
  renderBlockToHtml(dynamicSectionsBlock, props(data), {
    ...demoSite,
    url: `https://www.horizont.example/ukazka-sekci${search}`,
    api: { ...demoSite.api, host: 'https://api.horizont.example' },
  });

describe('DynamicSections content', () => {
  it('refuses a third tab, in Czech', () => {
    expect(() => props(dynamicSectionsInvalidFixtures.threeTabs)).toThrow(
      'Dynamické sekce mohou mít nejvýše dvě záložky.',
    );
  });

  it('gives tabs and sub-sections their URL slugs, and keeps a valid anchor', () => {
    const { tabs, anchor } = props(dynamicSectionsFixtures.full);
    expect(anchor).toBe('nabidka');
    expect(tabs.map((tab) => tab.slug)).toEqual(['pro-obcany', 'pro-firmy']);
    expect(tabs[0]?.sections.map((section) => section.slug)).toEqual([
      'pojisteni-auta',
      'pojisteni-domova',
      'cestovni-pojisteni',
      'pojistne-podminky',
    ]);
    expect(props({ ...dynamicSectionsFixtures.full, anchor: 'Není kotva' }).anchor).toBeNull();
  });
});

describe('DynamicSections on the server', () => {
  it('shows the first tab and its first sub-section without parameters', () => {
    const html = htmlAt(dynamicSectionsFixtures.full);
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Pojištění pro každého"/);
    expect(html).toMatch(/aria-selected="true"[^>]*>Pro občany</);
    expect(html).toContain('Povinné ručení kryje škody');
    expect(html).toMatch(/<a href="\?s=pro-obcany&amp;ds=pojisteni-auta#nabidka" aria-current="true"/);
    expect(html).not.toContain('Jedna smlouva pro všechna firemní auta');
  });

  it('shows the state of a shared URL: s by slug, ds by slug', () => {
    const html = htmlAt(dynamicSectionsFixtures.full, '?s=pro-firmy&ds=odpovednost-podnikatele');
    expect(html).toMatch(/aria-selected="true"[^>]*>Pro firmy</);
    expect(html).toContain('Kryje škody, které vy nebo vaši zaměstnanci');
    expect(html).toMatch(/<h3[^>]*>Odpovědnost podnikatele<\/h3>/);
    expect(html).toMatch(/<option value="odpovednost-podnikatele" selected="">/);
  });

  it('reads an index too, and falls back to the first for anything unknown', () => {
    expect(htmlAt(dynamicSectionsFixtures.full, '?s=1&ds=1')).toContain('Kryje škody, které vy nebo vaši');
    const unknown = htmlAt(dynamicSectionsFixtures.full, '?s=pro-lesniky&ds=pojistne-podminky');
    expect(unknown).toMatch(/aria-selected="true"[^>]*>Pro občany</);
    expect(unknown).toContain('Povinné ručení kryje škody');
  });

  it('prefixes a relative link with the API host; a new-window link says so and opens without opener', () => {
    const citizens = htmlAt(dynamicSectionsFixtures.full);
    expect(citizens).toMatch(
      /<a href="https:\/\/api\.horizont\.example\/uploads\/pojistne-podminky-obcane\.pdf" rel="noopener noreferrer"/,
    );
    const companies = htmlAt(dynamicSectionsFixtures.full, '?s=pro-firmy');
    expect(companies).toMatch(
      /<a href="https:\/\/api\.horizont\.example\/uploads\/sazebnik-poplatku\.pdf" target="_blank" rel="noopener noreferrer"/,
    );
    expect(companies).toContain('(otevře se v novém okně)');
  });

  it('renders the phone select and the tabs side by side, each hidden by CSS on the other screen', () => {
    const html = htmlAt(dynamicSectionsFixtures.full);
    expect(html).toMatch(
      /<div class="flex flex-col gap-1 tablet:hidden"><label for="[^"]+"[^>]*>Vyberte sekci<\/label>/,
    );
    expect(html).toMatch(
      /<li class="hidden tablet:block"><a href="\?s=pro-obcany&amp;ds=pojisteni-domova#nabidka"/,
    );
    // Links are not in the select (choosing an option never leaves the page); they stay visible.
    expect(html).not.toMatch(/<option[^>]*>Pojistné podmínky/);
    expect(html).toMatch(/<li><a href="https:\/\/api\.horizont\.example\/uploads\/pojistne-podminky/);
  });

  it('without a heading, names the tab list in Czech and makes the sub-section heading h2', () => {
    const html = htmlAt({ ...dynamicSectionsFixtures.full, heading: null });
    expect(html).toContain('aria-label="Sekce"');
    expect(html).toMatch(/<h2[^>]*>Pojištění auta<\/h2>/);
  });

  it('with one tab shows no tab list; with links only, no content', () => {
    expect(htmlAt(dynamicSectionsFixtures.oneTab)).not.toContain('role="tablist"');
    const links = htmlAt(dynamicSectionsFixtures.onlyLinks);
    expect(links).not.toContain('<select');
    expect(links.match(/<a href="https:\/\/api\.horizont\.example\/uploads\//g)).toHaveLength(2);
  });

  it('hydrates when there is something to switch, and has an island loader', async () => {
    expect(dynamicSectionsBlock.island?.(props(dynamicSectionsFixtures.full))).toBe(true);
    expect(dynamicSectionsBlock.island?.(props(dynamicSectionsFixtures.oneTab))).toBe(true);
    expect(dynamicSectionsBlock.island?.(props(dynamicSectionsFixtures.minimal))).toBe(false);
    const loader = contentSectionIslands['blocks.dynamic-sections'];
    expect(await loader?.()).toBe(dynamicSectionsBlock.component);
  });
});
