import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { resolveSection } from '@insurance-web/content-sections';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { contentSource } from '../content/source';
import { registry } from '../sections/registry';
import Page from './[...slug].astro';

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
    expect(html).toContain('http://127.0.0.1:3000/pojisteni-motorky');
  });

  it('answers 404 with a Czech page for an unknown path', async () => {
    const response = await render('/neexistuje');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Stránka nenalezena');
  });

  it('ships an island exactly when the registry says a section is one, and no script where nothing needs one', async () => {
    const source = contentSource();
    // JSON-LD is data, not code: it is the one kind of <script> a static page may hold.
    const executableScript = /<script(?![^>]*type="application\/ld\+json")/;
    for (const path of await source.listPaths()) {
      const page = await source.getPage(path);
      const resolved = (page?.sections ?? []).map((section) => resolveSection(registry, section));
      const expectsIsland = resolved.some((section) => section.status === 'ok' && section.island);
      const tracksClicks = resolved.some((section) => section.status === 'ok' && section.tracksClicks);
      const html = await (await render(path)).text();
      expect(html.includes('<astro-island'), path).toBe(expectsIsland);
      expect(executableScript.test(html), path).toBe(expectsIsland || tracksClicks);
    }
  });
});
