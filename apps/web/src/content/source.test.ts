import { describe, expect, it, vi } from 'vitest';
import { type RequestNotes, withRequestNotes } from '../observability/requestContext.mjs';
import { registry } from '../sections/registry';
import { DEFAULT_CONSENT_TEXTS } from './chrome';
import { absoluteMediaUrls, contentSource, embeddedSource, SECTION_POPULATE, strapiSource } from './source';

const home = {
  data: {
    title: 'Domů',
    description: 'Úvod',
    slug: 'home',
    sections: [{ __component: 'blocks.hero', heading: 'Ahoj' }],
  },
};

describe('embedded source', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const source = embeddedSource({
    'home.json': home,
    'kontakty.json': { data: { ...home.data, slug: 'kontakty', title: 'Kontakty' } },
    'broken.json': { data: { title: 'Bez sekcí', slug: 'broken' } },
  });

  it('finds the home page at / and pages by path', async () => {
    expect((await source.getPage('/'))?.title).toBe('Domů');
    expect((await source.getPage('/kontakty/'))?.title).toBe('Kontakty');
  });

  it('returns null for a missing page and skips invalid files', async () => {
    const withBroken = embeddedSource({ 'broken.json': { data: { title: 'x', slug: 'broken' } } });
    expect(await withBroken.getPage('/broken')).toBeNull();
    expect(await source.getPage('/neexistuje')).toBeNull();
  });

  it('gives every page whole, for the sitemap only those without noIndex', async () => {
    const shipped = contentSource();
    const all = await shipped.listPages();
    const searchable = await shipped.listPages({ searchable: true });
    expect(all.map((page) => page.slug)).toEqual([...all.map((page) => page.slug)].sort());
    expect(searchable.length).toBeLessThan(all.length);
    expect(searchable.every((page) => !page.noindex && page.sections.length > 0)).toBe(true);
  });

  it('lists every valid page path', async () => {
    expect(await source.listPaths()).toEqual(['/', '/kontakty']);
  });

  it('reads a page’s seo.noIndex, and lists for the sitemap only the pages without it', async () => {
    const withHidden = embeddedSource({
      'home.json': { data: { title: 'Domů', slug: 'home', sections: [] } },
      'ukazka.json': { data: { title: 'Ukázka', slug: 'ukazka', seo: { noIndex: true }, sections: [] } },
      'vypnuto.json': { data: { title: 'Vypnuto', slug: 'vypnuto', seo: { noIndex: false }, sections: [] } },
    });
    expect((await withHidden.getPage('/ukazka'))?.noindex).toBe(true);
    expect((await withHidden.getPage('/vypnuto'))?.noindex).toBe(false);
    expect((await withHidden.getPage('/'))?.noindex).toBe(false);
    expect(await withHidden.listPaths()).toEqual(['/', '/ukazka', '/vypnuto']);
    expect(await withHidden.listPaths({ searchable: true })).toEqual(['/', '/vypnuto']);
  });

  it('keeps the shipped test and demonstration pages out of the sitemap, the product pages in it', async () => {
    const shipped = contentSource();
    const listed = await shipped.listPaths({ searchable: true });
    for (const path of [
      '/neznamy-blok',
      '/ukazka-sekci',
      '/ukazka-iframe',
      '/ukazka-iframe/obsah',
      '/poradce/agent',
    ]) {
      expect(listed, path).not.toContain(path);
      expect((await shipped.getPage(path))?.noindex, path).toBe(true);
    }
    for (const path of [
      '/',
      '/pojisteni-vozidel',
      '/cestovni-pojisteni',
      '/pojisteni-majetek',
      '/kontakty',
    ]) {
      expect(listed, path).toContain(path);
    }
  });

  it('ships the demo pages, each with valid sections', async () => {
    const shipped = contentSource();
    const paths = await shipped.listPaths();
    for (const path of [
      '/',
      '/neznamy-blok',
      '/pojisteni-motorky',
      '/pojisteni-majetek',
      '/cestovko',
      '/odpovednost',
      '/auto',
      '/kontakty',
      '/auto/autosjednavac',
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of ['/ukazka-sekci', '/ukazka-iframe', '/ukazka-iframe/obsah']) {
      expect(paths).toContain(path);
    }
    // Only the page the iframe demo frames may be framed.
    expect((await shipped.getPage('/ukazka-iframe/obsah'))?.embeddable).toBe(true);
    expect((await shipped.getPage('/ukazka-iframe'))?.embeddable).toBe(false);
    const unknown = await shipped.getPage('/neznamy-blok');
    expect(unknown?.sections.map((s) => s.__component)).toContain('blocks.does-not-exist');
  });
});

describe('the branch directory in the branch blocks', () => {
  const branch = { code: 'X', branchData: { description: 'Pobočka Test' } };
  const branchesPage = {
    data: {
      title: 'Pobočky',
      slug: 'pobocky',
      sections: [
        { __component: 'blocks.hero', heading: 'Pobočky' },
        { __component: 'branches.contacts', heading: 'Naše pobočky' },
        { __component: 'branches.working-hours', perex: 'Podle návštěv.' },
      ],
    },
  };

  it('the shipped pages: every branch block gets the directory’s branches, other blocks nothing', async () => {
    const source = embeddedSource({ 'pobocky.json': branchesPage, 'home.json': home }, undefined, {
      data: { branches: [branch] },
    });
    const sections = (await source.getPage('/pobocky'))?.sections ?? [];
    expect(sections.map((section) => section.branches)).toEqual([undefined, [branch], [branch]]);
    expect((await source.getPage('/'))?.sections).toEqual(home.data.sections);
  });

  it('Strapi: reads the directory with its components only for a page with a branch block, once for its cache time', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.includes('/api/branch-directory?')
        ? new Response(JSON.stringify({ data: { id: 1, branches: [branch] } }))
        : new Response(JSON.stringify({ data: [url.includes('=pobocky&') ? branchesPage.data : home.data] })),
    );
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    await source.getPage('/');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const first = await source.getPage('/pobocky');
    expect(first?.sections[1]?.branches).toEqual([branch]);
    const directoryUrl = fetchImpl.mock.calls
      .map(([url]) => url)
      .find((url) => url.includes('branch-directory'));
    expect(directoryUrl).toContain('populate[branches][populate][branchData][populate][openingSlots]=true');
    expect(directoryUrl).toContain('populate[branches][populate][busyHours][populate][hours]=true');
    // The same section objects while the answers are kept: each is resolved once.
    const again = await source.getPage('/pobocky');
    expect(again?.sections[1]).toBe(first?.sections[1]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    // A change of the directory drops everything (`all`): the next page reads it again.
    await source.invalidate({ all: true });
    await source.getPage('/pobocky');
    expect(fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('Strapi: tells the request’s log line whether its content came from the content cache', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.includes('/api/branch-directory?')
        ? new Response(JSON.stringify({ data: { id: 1, branches: [branch] } }))
        : new Response(JSON.stringify({ data: [url.includes('=pobocky&') ? branchesPage.data : home.data] })),
    );
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    const read = async (path: string) => {
      const notes: RequestNotes = {};
      await withRequestNotes(notes, () => source.getPage(path));
      return notes.contentCache;
    };
    expect(await read('/')).toBe('miss');
    expect(await read('/')).toBe('hit');
    // The page from the cache, the branch directory read for the first time.
    expect(await read('/pobocky')).toBe('miss');
    await source.invalidate({ paths: ['/pobocky'] });
    expect(await read('/pobocky')).toBe('partial');
  });

  it('Strapi without the directory yet (404): the branch blocks get no branches, and so are left out', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.includes('/api/branch-directory?')
        ? new Response('{"data":null}', { status: 404 })
        : new Response(JSON.stringify({ data: [branchesPage.data] })),
    );
    const page = await strapiSource('https://cms.example.test', { fetch: fetchImpl }).getPage('/pobocky');
    expect(page?.sections[1]?.branches).toEqual([]);
  });
});

describe('Strapi source', () => {
  function fakeFetch(body: unknown, status = 200) {
    return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  }

  it('asks Strapi 5 for the page by slug, with an `on` fragment for every section type', async () => {
    const fetchImpl = fakeFetch({ data: [home.data], meta: {} });
    const source = strapiSource('https://cms.example.test/', { fetch: fetchImpl, token: 'secret' });
    const page = await source.getPage('/');
    expect(page?.sections[0]?.__component).toBe('blocks.hero');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toMatch(/^https:\/\/cms\.example\.test\/api\/pages\?filters\[slug\]\[\$eq\]=home&/);
    expect(url).toContain('&populate[sections][on][blocks.hero][populate][image]=true&');
    expect(url).toContain(
      '&populate[sections][on][blocks.card-list][populate][cards][populate][button]=true',
    );
    expect(url).toContain('&populate[sections][on][blocks.release-notes]=true');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret' });
  });

  it('lists every section type of the registry (Strapi drops the sections of an unlisted type)', () => {
    const types = [...registry.keys()].filter((type) => !type.startsWith('test.'));
    expect(Object.keys(SECTION_POPULATE).sort()).toEqual([...types].sort());
  });

  it('returns null when no page matches, and throws on a failed response', async () => {
    expect(
      await strapiSource('https://cms.example.test', { fetch: fakeFetch({ data: [] }) }).getPage('/x'),
    ).toBeNull();
    await expect(
      strapiSource('https://cms.example.test', { fetch: fakeFetch({}, 500) }).getPage('/x'),
    ).rejects.toThrow('Strapi responded 500');
  });

  it('fails with a clear error when Strapi does not answer in time', async () => {
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const source = strapiSource('https://cms.example.test', { fetch: hanging, timeoutMs: 20 });
    await expect(source.getPage('/x')).rejects.toThrow(
      'Strapi at https://cms.example.test did not answer within 20 ms',
    );
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(strapiSource('https://cms.example.test', { fetch: down }).listPaths()).rejects.toThrow(
      'Strapi at https://cms.example.test is unreachable (fetch failed)',
    );
  });

  it('reuses an answer for the cache time, then asks again; a failure is not kept', async () => {
    let time = 0;
    const fetchImpl = fakeFetch({ data: [home.data] });
    const source = strapiSource('https://cms.example.test', {
      fetch: fetchImpl,
      cacheTtlMs: 1000,
      now: () => time,
    });
    await source.getPage('/');
    time = 999;
    await source.getPage('/');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    time = 1000;
    await source.getPage('/');
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const flaky = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify({ data: [home.data] })));
    const retrying = strapiSource('https://cms.example.test', { fetch: flaky, now: () => 0 });
    await expect(retrying.getPage('/')).rejects.toThrow('503');
    expect((await retrying.getPage('/'))?.slug).toBe('home');
  });

  it('reads a draft with the preview token, always fresh; without the token it refuses', async () => {
    const fetchImpl = fakeFetch({ data: [home.data] });
    const source = strapiSource('https://cms.example.test', {
      fetch: fetchImpl,
      token: 'verejny',
      previewToken: 'nahledovy-token',
      now: () => 0,
    });
    await source.getPage('/', { draft: true });
    await source.getPage('/', { draft: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/&status=draft$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer nahledovy-token');
    await source.getPage('/');
    const [publishedUrl, publishedInit] = fetchImpl.mock.calls[2] as unknown as [string, RequestInit];
    expect(publishedUrl).not.toContain('status=draft');
    expect((publishedInit.headers as Record<string, string>).authorization).toBe('Bearer verejny');
    await expect(
      strapiSource('https://cms.example.test', { fetch: fetchImpl }).getPage('/', { draft: true }),
    ).rejects.toThrow('The preview needs STRAPI_PREVIEW_TOKEN');
  });

  it('keeps at most 500 answers, so addresses typed at random cannot grow the memory for good', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: [] })));
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    for (let index = 0; index < 501; index++) await source.getPage(`/nahodna-${index}`);
    expect(fetchImpl).toHaveBeenCalledTimes(501);
    // The first answer made room for the 501st; the second is still kept.
    await source.getPage('/nahodna-1');
    expect(fetchImpl).toHaveBeenCalledTimes(501);
    await source.getPage('/nahodna-0');
    expect(fetchImpl).toHaveBeenCalledTimes(502);
  });

  it('lists the paths of every page, page by page', async () => {
    const fetchImpl = vi.fn(async (url: string) => {
      const page = Number(/pagination\[page\]=(\d+)/.exec(url)?.[1]);
      const slugs = page === 1 ? ['home', 'auto'] : ['o-nas'];
      return new Response(
        JSON.stringify({
          data: slugs.map((slug) => ({ slug })),
          meta: { pagination: { page, pageSize: 100, pageCount: 2, total: 201 } },
        }),
      );
    });
    expect(await strapiSource('https://cms.example.test', { fetch: fetchImpl }).listPaths()).toEqual([
      '/auto',
      '/',
      '/o-nas',
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]?.[0]).toContain('pagination[page]=2&pagination[pageSize]=100');
  });

  it('lists for the sitemap only the pages whose seo.noIndex is not set, from one cached list', async () => {
    const fetchImpl = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            data: [
              { slug: 'home', seo: null },
              { slug: 'ukazka', seo: { noIndex: true } },
              { slug: 'o-nas', seo: { noIndex: false } },
            ],
            meta: { pagination: { pageCount: 1 } },
          }),
        ),
    );
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl });
    expect(await source.listPaths({ searchable: true })).toEqual(['/', '/o-nas']);
    expect(await source.listPaths()).toEqual(['/', '/o-nas', '/ukazka']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toContain('populate[seo][fields][0]=noIndex');
  });

  it('reads every page whole for the search, a few dozen a request, never from the cache', async () => {
    const entry = (slug: string, noIndex = false) => ({
      slug,
      title: slug,
      seo: { noIndex },
      sections: [
        { __component: 'blocks.hero', heading: slug, image: { url: '/uploads/a.png', mime: 'image/png' } },
      ],
    });
    const fetchImpl = vi.fn(async (url: string) => {
      const page = Number(/pagination\[page\]=(\d+)/.exec(url)?.[1]);
      return new Response(
        JSON.stringify({
          data: page === 1 ? [entry('home'), entry('ukazka', true)] : [entry('o-nas')],
          meta: { pagination: { page, pageCount: 2 } },
        }),
      );
    });
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl });
    const pages = await source.listPages({ searchable: true });
    expect(pages.map((page) => page.slug)).toEqual(['home', 'o-nas']);
    expect(pages[0]?.sections[0]).toMatchObject({ image: { url: 'https://cms.example.test/uploads/a.png' } });
    expect(fetchImpl.mock.calls[0]?.[0]).toContain('populate[sections][on][blocks.hero]');
    expect(fetchImpl.mock.calls[1]?.[0]).toContain('pagination[page]=2&pagination[pageSize]=50');
    expect((await source.listPages()).map((page) => page.slug)).toEqual(['home', 'ukazka', 'o-nas']);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('prefixes relative media URLs (and their formats) with the Strapi origin, not links', async () => {
    const image = {
      url: '/uploads/hero_ab12.jpg',
      mime: 'image/jpeg',
      width: 1600,
      height: 900,
      alternativeText: 'Rodina',
      formats: {
        small: { url: '/uploads/small_hero_ab12.jpg', mime: 'image/jpeg', width: 500, height: 281 },
      },
    };
    const section = {
      __component: 'blocks.hero',
      heading: 'Pojištění',
      image,
      button: { text: 'Více', url: '/o-nas' },
    };
    const fetchImpl = fakeFetch({ data: [{ title: 'Domů', slug: 'home', sections: [section] }] });
    const page = await strapiSource('https://cms.example.test/api-root/', { fetch: fetchImpl }).getPage('/');
    expect(page?.sections[0]).toMatchObject({
      image: {
        url: 'https://cms.example.test/uploads/hero_ab12.jpg',
        formats: { small: { url: 'https://cms.example.test/uploads/small_hero_ab12.jpg' } },
      },
      button: { url: '/o-nas' },
    });
    expect(
      absoluteMediaUrls({ url: 'https://cdn.test/x.jpg', mime: 'image/jpeg' }, 'https://cms.test'),
    ).toEqual({
      url: 'https://cdn.test/x.jpg',
      mime: 'image/jpeg',
    });
  });
});

describe('site chrome (navigation and footer)', () => {
  const chromeFile = {
    data: {
      navigation: [
        {
          label: 'O nás',
          links: [
            { label: 'O společnosti', url: '/o-nas' },
            { label: 'Zlý odkaz', url: 'javascript:alert(1)' },
          ],
        },
        // Nothing safe left in it: the group goes, the header shows no empty menu.
        { label: 'Prázdná', links: [{ label: 'Zlý odkaz', url: 'javascript:alert(1)' }] },
      ],
      headerActions: [
        { label: 'Nahlásit škodu', url: '/hlaseni-skody' },
        { label: 'Zlá akce', url: 'data:text/html,x' },
      ],
      footerColumns: [{ heading: 'Pojištění', links: [{ label: 'Auto', url: '/auto' }] }],
      footerNote: null,
    },
  };

  it('reads the navigation and footer, dropping links to unsafe addresses and groups left empty', async () => {
    const chrome = await embeddedSource({}, chromeFile).getChrome();
    expect(chrome).toEqual({
      navigation: [{ label: 'O nás', links: [{ label: 'O společnosti', url: '/o-nas' }] }],
      headerActions: [{ label: 'Nahlásit škodu', url: '/hlaseni-skody' }],
      footerColumns: [{ heading: 'Pojištění', links: [{ label: 'Auto', url: '/auto' }] }],
      footerNote: '',
      consent: DEFAULT_CONSENT_TEXTS,
    });
  });

  it('takes the cookie-consent texts from the content, the Czech defaults for what it leaves empty', async () => {
    const chrome = await embeddedSource(
      {},
      { data: { ...chromeFile.data, consent: { title: 'Cookies', acceptAll: '  ', id: 3 } } },
    ).getChrome();
    expect(chrome.consent).toEqual({ ...DEFAULT_CONSENT_TEXTS, title: 'Cookies' });
  });

  it('gives a site without menu links, not a broken site, when the chrome does not parse', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await embeddedSource({}, { data: { navigation: 'x' } }).getChrome()).toEqual({
      navigation: [],
      headerActions: [],
      footerColumns: [],
      footerNote: '',
      consent: DEFAULT_CONSENT_TEXTS,
    });
  });

  it('reads the chrome from Strapi’s navigation and footer single types', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.includes('/api/navigation?')
        ? new Response(
            JSON.stringify({
              data: { id: 1, groups: chromeFile.data.navigation, actions: chromeFile.data.headerActions },
            }),
          )
        : new Response(
            JSON.stringify({
              data: {
                id: 1,
                columns: chromeFile.data.footerColumns,
                note: 'Pozn.',
                consent: { id: 2, footerLink: 'Cookies' },
              },
            }),
          ),
    );
    const chrome = await strapiSource('http://cms.test', { fetch: fetchImpl }).getChrome();
    expect(chrome).toEqual({
      navigation: [{ label: 'O nás', links: [{ label: 'O společnosti', url: '/o-nas' }] }],
      headerActions: [{ label: 'Nahlásit škodu', url: '/hlaseni-skody' }],
      footerColumns: [{ heading: 'Pojištění', links: [{ label: 'Auto', url: '/auto' }] }],
      footerNote: 'Pozn.',
      consent: { ...DEFAULT_CONSENT_TEXTS, footerLink: 'Cookies' },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.test/api/navigation?populate[groups][populate][links]=true&populate[actions]=true',
      expect.anything(),
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.test/api/footer?populate[columns][populate][links]=true&populate[consent]=true',
      expect.anything(),
    );
  });

  it('gives a site without menu links when the single types have no document yet (404)', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"data":null}', { status: 404 }));
    expect(await strapiSource('http://cms.test', { fetch: fetchImpl }).getChrome()).toEqual({
      navigation: [],
      headerActions: [],
      footerColumns: [],
      footerNote: '',
      consent: DEFAULT_CONSENT_TEXTS,
    });
  });

  it('marks the current page’s link', async () => {
    const { isCurrentLink } = await import('./chrome');
    expect(isCurrentLink('/o-nas', '/o-nas/')).toBe(true);
    expect(isCurrentLink('/o-nas#kariera', '/o-nas')).toBe(true);
    expect(isCurrentLink('/', '/o-nas')).toBe(false);
    expect(isCurrentLink('tel:+420800100200', '/')).toBe(false);
  });
});

describe('dropping what the CMS changed (invalidate)', () => {
  /** A Strapi whose pages can change under the site, counting what the site asks for. */
  function changingStrapi(titles: Record<string, string>) {
    const asked: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      const kind = url.includes('/api/navigation?')
        ? 'navigation'
        : url.includes('/api/footer?')
          ? 'footer'
          : url.includes('fields[0]=slug')
            ? 'list'
            : decodeURIComponent(/filters\[slug\]\[\$eq\]=([^&]+)/.exec(url)?.[1] ?? '?');
      asked.push(kind);
      if (kind === 'navigation' || kind === 'footer') return new Response('{"data":null}', { status: 404 });
      if (kind === 'list') {
        const data = Object.keys(titles).map((slug) => ({ slug }));
        return new Response(JSON.stringify({ data, meta: { pagination: { pageCount: 1 } } }));
      }
      const title = titles[kind];
      const data = title ? [{ ...home.data, slug: kind, title }] : [];
      return new Response(JSON.stringify({ data }));
    });
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    return { source, asked, titles };
  }

  /** Every answer in the cache: two pages, a missing one, the list and the chrome. */
  async function warm(source: ReturnType<typeof strapiSource>) {
    await source.getPage('/o-nas');
    await source.getPage('/kontakty');
    await source.getPage('/nova-stranka');
    await source.listPaths();
    await source.getChrome();
  }

  it('drops the changed page and the page list, keeps every other answer', async () => {
    const strapi = changingStrapi({ 'o-nas': 'O nás', kontakty: 'Kontakty' });
    await warm(strapi.source);
    strapi.titles['o-nas'] = 'O nás – nově';
    strapi.asked.length = 0;

    expect(await strapi.source.invalidate({ paths: ['/o-nas'] })).toEqual({
      all: false,
      paths: ['/o-nas'],
      pageList: true,
      answers: 2,
    });
    expect((await strapi.source.getPage('/o-nas'))?.title).toBe('O nás – nově');
    await strapi.source.getPage('/kontakty');
    await strapi.source.getPage('/nova-stranka');
    await strapi.source.listPaths();
    await strapi.source.getChrome();
    expect(strapi.asked).toEqual(['o-nas', 'list']);
  });

  it('drops a page that was missing, so a page published for the first time answers at once', async () => {
    const strapi = changingStrapi({ 'o-nas': 'O nás' });
    await warm(strapi.source);
    strapi.titles['nova-stranka'] = 'Nová stránka';
    expect(await strapi.source.getPage('/nova-stranka')).toBeNull();
    await strapi.source.invalidate({ paths: ['/nova-stranka'] });
    expect((await strapi.source.getPage('/nova-stranka'))?.title).toBe('Nová stránka');
    expect(await strapi.source.listPaths()).toContain('/nova-stranka');
  });

  it('drops a page unpublished or moved away, so its old address answers 404 and leaves the sitemap', async () => {
    const strapi = changingStrapi({ 'o-nas': 'O nás', kontakty: 'Kontakty' });
    await warm(strapi.source);
    delete strapi.titles['o-nas'];
    strapi.titles['o-spolecnosti'] = 'O nás';
    await strapi.source.invalidate({ paths: ['/o-nas', '/o-spolecnosti'] });
    expect(await strapi.source.getPage('/o-nas')).toBeNull();
    expect((await strapi.source.getPage('/o-spolecnosti'))?.title).toBe('O nás');
    expect(await strapi.source.listPaths()).toEqual(['/kontakty', '/o-spolecnosti']);
  });

  it('knows the home page by any of its paths, and lists each path once', async () => {
    const strapi = changingStrapi({ home: 'Domů' });
    await strapi.source.getPage('/');
    const dropped = await strapi.source.invalidate({ paths: ['/', '/home', '/home/', '/o-nas/', '/o-nas'] });
    expect(dropped).toEqual({ all: false, paths: ['/', '/o-nas'], pageList: true, answers: 1 });
    strapi.asked.length = 0;
    await strapi.source.getPage('/');
    expect(strapi.asked).toEqual(['home']);
  });

  it('drops every answer, the navigation and footer too, for a change of the chrome', async () => {
    const strapi = changingStrapi({ 'o-nas': 'O nás', kontakty: 'Kontakty' });
    await warm(strapi.source);
    strapi.asked.length = 0;
    expect(await strapi.source.invalidate({ all: true })).toEqual({
      all: true,
      paths: [],
      pageList: true,
      answers: 6,
    });
    await warm(strapi.source);
    expect(strapi.asked.sort()).toEqual([
      'footer',
      'kontakty',
      'list',
      'navigation',
      'nova-stranka',
      'o-nas',
    ]);
    expect((await strapi.source.invalidate({ all: true })).answers).toBe(6);
    expect((await strapi.source.invalidate({ all: true })).answers).toBe(0);
  });

  it('does not hand out an answer that was on its way when the change came', async () => {
    let release: (response: Response) => void = () => {};
    const fetchImpl = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)))
      .mockResolvedValue(new Response(JSON.stringify({ data: [{ ...home.data, title: 'Nový' }] })));
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    const stale = source.getPage('/');
    await source.invalidate({ paths: ['/'] });
    expect((await source.getPage('/'))?.title).toBe('Nový');
    release(new Response(JSON.stringify({ data: [{ ...home.data, title: 'Starý' }] })));
    expect((await stale)?.title).toBe('Starý');
    expect((await source.getPage('/'))?.title).toBe('Nový');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps the newer answer when a request dropped by a change fails afterwards', async () => {
    let fail: (error: Error) => void = () => {};
    const fetchImpl = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((_resolve, reject) => (fail = reject)))
      .mockImplementation(async () => new Response(JSON.stringify({ data: [home.data] })));
    const source = strapiSource('https://cms.example.test', { fetch: fetchImpl, now: () => 0 });
    const dropped = source.getPage('/');
    await source.invalidate({ paths: ['/'] });
    await source.getPage('/');
    fail(new TypeError('fetch failed'));
    await expect(dropped).rejects.toThrow('unreachable');
    await source.getPage('/');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('the shipped pages have nothing to drop, and keep answering', async () => {
    const source = embeddedSource({ 'home.json': home });
    expect(await source.invalidate({ paths: ['/home', '/o-nas/'] })).toEqual({
      all: false,
      paths: ['/', '/o-nas'],
      pageList: false,
      answers: 0,
    });
    expect(await source.invalidate({ all: true })).toEqual({
      all: true,
      paths: [],
      pageList: false,
      answers: 0,
    });
    expect((await source.getPage('/'))?.title).toBe('Domů');
  });
});
