import { describe, expect, it, vi } from 'vitest';
import Page from '../src/pages/[...slug].astro';
import * as sitemap from '../src/pages/sitemap.xml';
import { siteContainer } from './siteContainer';

// The CMS down (unreachable, or past its time limit): every call of the content source fails.
vi.mock('../src/content/source', () => {
  const down = () => Promise.reject(new Error('Strapi at http://127.0.0.1:9 did not answer within 5000 ms'));
  return { getPage: down, contentSource: () => ({ getPage: down, listPaths: down, getChrome: down }) };
});

describe('a page while the CMS is down', () => {
  it('answers 503 with Retry-After and a Czech page that says so, header and footer without links', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const container = await siteContainer({ site: 'https://www.horizont.example' });
      const response = await container.renderToResponse(Page, {
        request: new Request('http://127.0.0.1:3000/o-nas'),
        params: { slug: 'o-nas' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<title>Stránka je dočasně nedostupná</title>');
      expect(html).toContain('Obsah stránky se nám teď nepodařilo načíst. Zkuste to prosím za chvíli znovu.');
      expect(html).toContain('href="tel:+420800100200"');
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('[content] /o-nas: Strapi at http://127.0.0.1:9'),
      );
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[content] site chrome: Strapi'));
    } finally {
      error.mockRestore();
    }
  });

  it('answers the sitemap with 503 and Retry-After, not an empty sitemap that would drop every page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const container = await siteContainer({ site: 'https://www.horizont.example' });
      const response = await container.renderToResponse(sitemap as never, {
        request: new Request('http://127.0.0.1:3000/sitemap.xml'),
        routeType: 'endpoint',
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
    } finally {
      error.mockRestore();
    }
  });
});
