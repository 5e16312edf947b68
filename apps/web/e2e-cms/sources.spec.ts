import { SectionNotFound } from '@insurance-web/content-sections';
import { expect, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEMO_PAGES } from '../e2e/support';
import { firstDifference, normalise, sectionsHtml } from './normalise';
import { CMS_URL, JSON_SITE_URL } from './servers';

/**
 * Every demo page renders the same sections from Strapi as from the embedded JSON: each block's
 * fields came through the generated components, the populate spec and the mapper whole. The server
 * HTML of `<main>` is compared, media renamed by Strapi's upload service made equal (normalise.ts).
 */
/**
 * The one demo page Strapi cannot hold whole: /neznamy-blok shows how the site survives content it
 * cannot use, and a dynamic zone refuses to store a block type it does not know (the seed leaves such
 * sections out with a warning, apps/cms/src/seed). From the JSON, the unknown types render the
 * registry's "not found" line; from Strapi they are not there. Every other section must match.
 */
const notFoundLine = renderToStaticMarkup(createElement(SectionNotFound));
const UNSTORABLE_IN_STRAPI: Record<string, (jsonHtml: string) => string> = {
  '/neznamy-blok': (jsonHtml) => jsonHtml.replaceAll(notFoundLine, ''),
};

const fetchPage = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
};

for (const path of DEMO_PAGES) {
  test(`${path}: the same sections from Strapi as from the JSON`, async ({ baseURL }) => {
    const [json, strapi] = await Promise.all([
      fetchPage(JSON_SITE_URL, path),
      fetchPage(baseURL ?? '', path),
    ]);
    expect(json.status, 'the JSON site').toBe(200);
    expect(strapi.status, 'the Strapi site').toBe(200);
    const withoutUnstorable = UNSTORABLE_IN_STRAPI[path] ?? ((html: string) => html);
    const fromJson = normalise(withoutUnstorable(sectionsHtml(json.html)), CMS_URL);
    const fromStrapi = normalise(sectionsHtml(strapi.html), CMS_URL);
    expect(fromStrapi.length, 'sections rendered').toBeGreaterThan(0);
    if (fromJson !== fromStrapi)
      expect.soft(fromStrapi, firstDifference(fromJson, fromStrapi)).toBe(fromJson);
  });
}

test('the sitemap lists the same pages from Strapi as from the JSON', async ({ baseURL }) => {
  const locations = async (origin: string) => {
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).sort();
  };
  const [fromJson, fromStrapi] = await Promise.all([locations(JSON_SITE_URL), locations(baseURL ?? '')]);
  expect(fromJson.length).toBeGreaterThan(20);
  expect(fromStrapi).toEqual(fromJson);
});

test('every image of the pages from Strapi answers: uploads directly and resized by the site', async ({
  baseURL,
}) => {
  // 33 pages, then every image twice (resized by sharp): 30 s was too short on a busy CI machine.
  test.slow();
  const direct = new Set<string>();
  const resized = new Set<string>();
  for (const path of DEMO_PAGES) {
    const main = sectionsHtml((await fetchPage(baseURL ?? '', path)).html);
    for (const match of main.matchAll(/https?:\/\/[\w.:-]+\/uploads\/[\w.-]+/g)) {
      // Documents on the back end's host (`/uploads/…pdf` links) are not the CMS's media.
      if (match[0].startsWith(`${CMS_URL}/`)) direct.add(match[0]);
    }
    for (const match of main.matchAll(/\/_image\?href=([^"&\s]+)&amp;w=(\d+)&amp;f=webp/g)) {
      resized.add(`/_image?href=${match[1]}&w=${match[2]}&f=webp`);
    }
  }
  // The demo's images (heroes, cards, logos) all come through Strapi's upload service.
  expect(direct.size + resized.size).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const url of direct) {
    const response = await fetch(url, { method: 'HEAD' });
    if (!response.ok) failures.push(`${response.status} ${url}`);
  }
  for (const url of resized) {
    expect(decodeURIComponent(url)).toContain(`${CMS_URL}/uploads/`);
    const response = await fetch(`${baseURL}${url}`);
    if (!response.ok || response.headers.get('content-type') !== 'image/webp') {
      failures.push(`${response.status} ${response.headers.get('content-type')} ${url}`);
    }
  }
  expect(failures).toEqual([]);
});
