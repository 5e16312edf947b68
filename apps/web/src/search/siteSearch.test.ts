import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../content/page';
import type { ContentSource } from '../content/source';
import { createSiteSearch } from './siteSearch';

const hero = (heading: string) => ({ __component: 'blocks.hero', heading, callbackButton: false });

function page(slug: string, title: string, heading: string, noindex = false): Page {
  return { slug, title, description: '', embeddable: false, noindex, sections: [hero(heading)] };
}

/** A CMS as the search sees it: pages by path, which a test publishes, unpublishes or breaks. */
function fakeSource(initial: Page[]) {
  const pages = new Map(initial.map((item) => [item.slug === 'home' ? '/' : `/${item.slug}`, item]));
  const failing = new Set<string>();
  let listFails = false;
  const source = {
    getPage: vi.fn(async (path: string) => {
      if (failing.has(path)) throw new Error(`Strapi did not answer for ${path}`);
      return pages.get(path) ?? null;
    }),
    listPages: vi.fn(async ({ searchable = false } = {}) => {
      if (listFails) throw new Error('Strapi is unreachable');
      return [...pages.values()].filter((item) => !(searchable && item.noindex));
    }),
    getChrome: vi.fn(),
    invalidate: vi.fn(),
  } as unknown as ContentSource & { getPage: ReturnType<typeof vi.fn>; listPages: ReturnType<typeof vi.fn> };
  return {
    source,
    publish: (item: Page) => pages.set(`/${item.slug}`, item),
    remove: (path: string) => pages.delete(path),
    fail: (path: string, on = true) => (on ? failing.add(path) : failing.delete(path)),
    failList: (on: boolean) => {
      listFails = on;
    },
  };
}

const urls = async (search: ReturnType<typeof createSiteSearch>, query: string) =>
  (await search.search(query)).hits.map((hit) => hit.url);

describe('the site search over its content source', () => {
  it('is built on the first search, of the indexable pages only', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme'), page('ukazka', 'Ukázka', 'Kdo jsme', true)]);
    const search = createSiteSearch(cms.source);
    expect(cms.source.listPages).not.toHaveBeenCalled();
    expect(await urls(search, 'kdo jsme')).toEqual(['/o-nas']);
    expect(cms.source.listPages).toHaveBeenCalledWith({ searchable: true });
    await search.search('kdo');
    expect(cms.source.listPages).toHaveBeenCalledTimes(1);
    expect(cms.source.getPage).not.toHaveBeenCalled();
  });

  it('reads a published, changed, moved or unpublished page before answering the CMS', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source);
    await search.search('kdo');
    cms.publish(page('zkouska', 'Zkouška zveřejnění', 'Zveřejněno poprvé'));
    expect(await search.refresh({ paths: ['/zkouska'] })).toEqual({ pages: 1, all: false, failures: [] });
    expect(await urls(search, 'poprve')).toEqual(['/zkouska']);

    cms.publish(page('zkouska', 'Zkouška zveřejnění', 'Změněno'));
    await search.refresh({ paths: ['/zkouska'] });
    expect(await urls(search, 'poprve')).toEqual([]);
    expect(await urls(search, 'zmeneno')).toEqual(['/zkouska']);

    // Moved: the CMS names the old and the new address.
    cms.remove('/zkouska');
    cms.publish(page('zkouska-nova', 'Zkouška zveřejnění', 'Změněno'));
    await search.refresh({ paths: ['/zkouska', '/zkouska-nova'] });
    expect(await urls(search, 'zmeneno')).toEqual(['/zkouska-nova']);

    // Marked noindex, then unpublished: out of the search.
    cms.publish(page('zkouska-nova', 'Zkouška zveřejnění', 'Změněno', true));
    await search.refresh({ paths: ['/zkouska-nova'] });
    expect(await urls(search, 'zmeneno')).toEqual([]);
    cms.remove('/zkouska-nova');
    await search.refresh({ paths: ['/zkouska-nova'] });
    expect(await urls(search, 'kdo')).toEqual(['/o-nas']);
  });

  it('can be built ahead of the first search, once', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source);
    search.prepare();
    search.prepare();
    await vi.waitFor(() => expect(cms.source.listPages).toHaveBeenCalledTimes(1));
    expect(await urls(search, 'kdo')).toEqual(['/o-nas']);
    expect(cms.source.listPages).toHaveBeenCalledTimes(1);
  });

  it('before its first search, a publish reads nothing (the first search reads the pages as they are then)', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source);
    expect(await search.refresh({ paths: ['/o-nas'] })).toEqual({ pages: 0, all: false, failures: [] });
    expect(cms.source.getPage).not.toHaveBeenCalled();
  });

  it('builds itself anew for a change of many pages, in one read rather than one a page', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source, { rebuildDelayMs: 0 });
    await search.search('kdo');
    const paths = Array.from({ length: 11 }, (_, i) => `/nova-${i}`);
    for (const path of paths) cms.publish(page(path.slice(1), 'Nová', 'Hromadně zveřejněno'));
    expect(await search.refresh({ paths })).toEqual({ pages: 0, all: true, failures: [], rebuildInMs: 0 });
    await vi.waitFor(async () => expect((await search.search('hromadne')).total).toBe(11));
    expect(cms.source.getPage).not.toHaveBeenCalled();
  });

  it('builds itself anew on a change of everything, behind the pages’ renders, answering meanwhile', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source, { rebuildDelayMs: 200 });
    await search.search('kdo');
    cms.publish(page('kontakty', 'Kontakty', 'Pobočky'));
    expect(await search.refresh({ all: true })).toEqual({
      pages: 0,
      all: true,
      failures: [],
      rebuildInMs: 200,
    });
    await search.refresh({ all: true });
    expect(await urls(search, 'kdo')).toEqual(['/o-nas']);
    expect(await urls(search, 'pobocky')).toEqual([]);
    await vi.waitFor(async () => expect(await urls(search, 'pobocky')).toEqual(['/kontakty']));
    expect(cms.source.listPages).toHaveBeenCalledTimes(2);
  });

  it('reads a page the CMS did not give it again before the next search', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source);
    await search.search('kdo');
    cms.publish(page('zkouska', 'Zkouška', 'Nová stránka'));
    cms.fail('/zkouska');
    const refreshed = await search.refresh({ paths: ['/zkouska'] });
    expect(refreshed.failures).toEqual(['/zkouska: Strapi did not answer for /zkouska']);
    cms.fail('/zkouska', false);
    expect(await urls(search, 'nova stranka')).toEqual(['/zkouska']);
  });

  it('without an index and without the CMS: the search fails (the page says so), and the next one tries again', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    cms.failList(true);
    const search = createSiteSearch(cms.source);
    await expect(search.search('kdo')).rejects.toThrow('Strapi is unreachable');
    cms.failList(false);
    expect(await urls(search, 'kdo')).toEqual(['/o-nas']);
  });

  it('a page published while the index is being built is in the index it builds', async () => {
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = cms.source.listPages.getMockImplementation() as (options: object) => Promise<Page[]>;
    cms.source.listPages.mockImplementationOnce(async (options: object) => {
      const pages = await read(options);
      await held;
      return pages;
    });
    const search = createSiteSearch(cms.source);
    const first = search.search('kdo');
    await vi.waitFor(() => expect(cms.source.listPages).toHaveBeenCalled());
    cms.publish(page('o-nas', 'O nás', 'Nový nadpis'));
    const refreshed = search.refresh({ paths: ['/o-nas'] });
    release();
    await first;
    await refreshed;
    expect(await urls(search, 'novy nadpis')).toEqual(['/o-nas']);
  });

  it('an index older than its time is built anew behind the searches', async () => {
    let now = 0;
    const cms = fakeSource([page('o-nas', 'O nás', 'Kdo jsme')]);
    const search = createSiteSearch(cms.source, { maxAgeMs: 1000, now: () => now });
    await search.search('kdo');
    cms.publish(page('kontakty', 'Kontakty', 'Pobočky'));
    now = 2000;
    // This search still gets the index there is; the new one is built behind it.
    expect(await urls(search, 'pobocky')).toEqual([]);
    await vi.waitFor(async () => expect(await urls(search, 'pobocky')).toEqual(['/kontakty']));
  });
});
