import { describe, expect, it, vi } from 'vitest';
import { contentSource, embeddedSource, strapiSource } from './source';

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

  it('lists every valid page path', async () => {
    expect(await source.listPaths()).toEqual(['/', '/kontakty']);
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

describe('Strapi source', () => {
  function fakeFetch(body: unknown, status = 200) {
    return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  }

  it('asks Strapi 5 for the page by slug with populated sections', async () => {
    const fetchImpl = fakeFetch({ data: [home.data], meta: {} });
    const source = strapiSource('https://cms.example.test/', fetchImpl, 'secret');
    const page = await source.getPage('/');
    expect(page?.sections[0]?.__component).toBe('blocks.hero');
    const call = fetchImpl.mock.calls[0];
    expect(call?.[0]).toBe('https://cms.example.test/api/pages?filters[slug][$eq]=home&populate=*');
    expect(call?.[1]?.headers).toMatchObject({ authorization: 'Bearer secret' });
  });

  it('returns null when no page matches, and throws on a failed response', async () => {
    expect(await strapiSource('https://cms.example.test', fakeFetch({ data: [] })).getPage('/x')).toBeNull();
    await expect(strapiSource('https://cms.example.test', fakeFetch({}, 500)).getPage('/x')).rejects.toThrow(
      '500',
    );
  });

  it('lists page paths', async () => {
    const source = strapiSource(
      'https://cms.example.test',
      fakeFetch({ data: [{ slug: 'home' }, { slug: 'auto' }] }),
    );
    expect(await source.listPaths()).toEqual(['/', '/auto']);
  });
});

describe('site chrome (navigation and footer)', () => {
  const chromeFile = {
    data: {
      navigation: [
        { label: 'O nás', url: '/o-nas' },
        { label: 'Zlý odkaz', url: 'javascript:alert(1)' },
      ],
      footerColumns: [{ heading: 'Pojištění', links: [{ label: 'Auto', url: '/auto' }] }],
      footerNote: null,
    },
  };

  it('reads the navigation and footer, dropping links to unsafe addresses', async () => {
    const chrome = await embeddedSource({}, chromeFile).getChrome();
    expect(chrome).toEqual({
      navigation: [{ label: 'O nás', url: '/o-nas' }],
      footerColumns: [{ heading: 'Pojištění', links: [{ label: 'Auto', url: '/auto' }] }],
      footerNote: '',
    });
  });

  it('gives a site without menu links, not a broken site, when the chrome does not parse', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await embeddedSource({}, { data: { navigation: 'x' } }).getChrome()).toEqual({
      navigation: [],
      footerColumns: [],
      footerNote: '',
    });
  });

  it('reads the chrome from Strapi’s single type', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(chromeFile)));
    const chrome = await strapiSource('http://cms.test', fetchImpl).getChrome();
    expect(chrome.navigation).toEqual([{ label: 'O nás', url: '/o-nas' }]);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.test/api/site-chrome?populate[navigation]=*&populate[footerColumns][populate]=links',
      expect.anything(),
    );
  });

  it('marks the current page’s link', async () => {
    const { isCurrentLink } = await import('./chrome');
    expect(isCurrentLink('/o-nas', '/o-nas/')).toBe(true);
    expect(isCurrentLink('/o-nas#kariera', '/o-nas')).toBe(true);
    expect(isCurrentLink('/', '/o-nas')).toBe(false);
    expect(isCurrentLink('tel:+420800100200', '/')).toBe(false);
  });
});
