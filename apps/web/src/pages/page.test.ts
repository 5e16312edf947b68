import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import type { SiteConfig } from '@insurance-web/ui';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { contentSource } from '../content/source';
import { resolveSection } from '../sections/registry';
import Page from './[...slug].astro';

/** Each `<astro-island>`'s props, as its loader will read them: an HTML attribute holding JSON in which
 * every value is tagged `[type, value]` (0 a plain value or an object of tagged values, 1 an array). */
function islandProps(html: string): unknown[] {
  const revive = ([type, value]: [number, unknown]): unknown => {
    if (type === 1) return (value as [number, unknown][]).map(revive);
    if (type !== 0 || typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, tagged]) => [key, revive(tagged as [number, unknown])]),
    );
  };
  return [...html.matchAll(/<astro-island\b[^>]*\sprops="([^"]*)"/g)].map(([, attribute = '']) => {
    const json = attribute
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    return revive([0, JSON.parse(json)]);
  });
}

async function render(path: string) {
  const renderers = await loadRenderers([reactRenderer()]);
  const container = await AstroContainer.create({ renderers });
  return container.renderToResponse(Page, {
    request: new Request(`http://127.0.0.1:3000${path}`),
    params: { slug: path.replace(/^\//, '') || undefined },
  });
}

describe('content page', () => {
  it('renders the home page with its metadata and the Zavolejte mi island', async () => {
    const response = await render('/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="cs" data-brand="insurance">');
    expect(html).toContain('<title>Horizont pojišťovna</title>');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/">');
    expect(html).toContain('/logos/horizont-pojistovna.svg');
    expect(html).toMatch(/<astro-island[^>]*client="visible"/);
    expect(html).toContain('Zavolejte mi');
  });

  it('passes the page URL, with its call-back kind marker, to the island', async () => {
    const html = await (await render('/pojisteni-motorky')).text();
    const [props] = islandProps(html);
    const config = (props as { config?: SiteConfig } | undefined)?.config;
    expect(config?.url && new URL(config.url).pathname).toBe('/pojisteni-motorky');
  });

  it('answers 404 with a Czech page for an unknown path', async () => {
    const response = await render('/neexistuje');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Stránka nenalezena');
  });

  it('ships an island exactly when the registry says a section of the page is one', async () => {
    const source = contentSource();
    for (const path of await source.listPaths()) {
      const page = await source.getPage(path);
      const expectsIsland = page?.sections.some((section) => {
        const resolved = resolveSection(section);
        return resolved.status === 'ok' && resolved.island;
      });
      const html = await (await render(path)).text();
      expect(html.includes('<astro-island'), path).toBe(expectsIsland);
      if (!expectsIsland) expect(html, path).not.toContain('<script');
    }
  });
});
