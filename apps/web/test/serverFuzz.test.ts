import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePage } from '../src/content/page';
import strapiPopulate from '../src/content/strapiPopulate.json';
import { built, freePort, listening, startServer, stopServers } from './builtServer';

/*
 * Issue 14: whatever the CMS answers, the built server never answers 500. A stand-in Strapi serves
 * fast-check's pages (random section lists, wrong types, huge strings, deep nesting, unknown block
 * types, and now and then no page at all) and header and footer to the production server
 * (`node server.mjs` with STRAPI_URL, no cache). Every answer is a page (200) or, when the entry is
 * not a page, the not-found page (404); the sound sections among the broken ones are always shown.
 */

afterEach(stopServers);

/** What the stand-in Strapi answers next, by collection. */
const answers: { pages: unknown; navigation: unknown; footer: unknown } = {
  pages: { data: [] },
  navigation: { data: null },
  footer: { data: null },
};
let strapi: Server;
let strapiUrl = '';

beforeAll(async () => {
  strapi = createServer((request, response) => {
    const collection = new URL(request.url ?? '/', 'http://strapi').pathname.replace(/^\/api\//, '');
    const body = answers[collection as keyof typeof answers];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { data: null, error: { status: 404 } }));
  });
  await new Promise<void>((resolve) => strapi.listen(0, '127.0.0.1', resolve));
  const address = strapi.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  strapiUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise((resolve) => strapi.close(resolve)));

/** A value nested `depth` levels deep, objects and arrays in turn. */
function nested(depth: number): unknown {
  let value: unknown = 'dno';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { value };
  return value;
}

const hostile = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 4 },
  { arbitrary: fc.constantFrom('ř'.repeat(30_000), '<img src=x onerror=alert(1)>'.repeat(2_000)), weight: 1 },
  { arbitrary: fc.integer({ min: 50, max: 2_000 }).map(nested), weight: 1 },
);

const blockTypes = Object.keys(strapiPopulate);
const fieldNames = fc.constantFrom(
  'heading',
  'content',
  'perex',
  'items',
  'image',
  'button',
  'phone',
  'links',
  'media',
  'slides',
  'questions',
  'title',
);

/** A section that must be shown: its text is unique, so the page's HTML tells whether it is. */
const sound = fc.nat().map((n) => ({ __component: 'blocks.rich-text', content: `Spolehlivý blok ${n}` }));
/** A known block with random fields, or a block type the site does not know. */
const broken = fc
  .oneof(
    fc.record({ __component: fc.constantFrom(...blockTypes), fields: fc.dictionary(fieldNames, hostile) }),
    fc.record({
      __component: fc.string({ minLength: 1, maxLength: 40 }),
      fields: fc.dictionary(fc.string(), hostile),
    }),
  )
  .map(({ __component, fields }) => ({ ...fields, __component }));

const section = fc.oneof({ arbitrary: sound, weight: 1 }, { arbitrary: broken, weight: 3 });
const page = fc.record({
  title: fc.oneof({ arbitrary: fc.string({ maxLength: 200 }), weight: 5 }, { arbitrary: hostile, weight: 1 }),
  description: fc.oneof(fc.string({ maxLength: 300 }), hostile),
  slug: fc.constant('fuzz'),
  embeddable: fc.oneof(fc.boolean(), hostile),
  sections: fc.array(section, { maxLength: 8 }),
});
/** Mostly a page; sometimes no page, or not a page at all. */
const pageAnswer = fc.oneof(
  { arbitrary: page.map((entry) => ({ data: [entry] })), weight: 8 },
  { arbitrary: hostile.map((data) => ({ data })), weight: 1 },
  { arbitrary: fc.constant({ data: [] }), weight: 1 },
);
const chromeAnswer = fc.oneof(
  { arbitrary: fc.constant({ data: null }), weight: 2 },
  { arbitrary: hostile.map((data) => ({ data })), weight: 1 },
);

describe.skipIf(!built)('the built server on fuzzed CMS content', () => {
  it('never answers 500: a page (200) or not found (404), the sound sections always shown', async () => {
    const port = await freePort();
    const run = await startServer(
      {
        PORT: String(port),
        PUBLIC_API_HOST: 'http://127.0.0.1:4010',
        STRAPI_URL: strapiUrl,
        STRAPI_CACHE_TTL_MS: '0',
      },
      listening,
    );
    expect(run.code, run.stderr).toBeNull();
    await fc.assert(
      fc.asyncProperty(pageAnswer, chromeAnswer, chromeAnswer, async (pages, navigation, footer) => {
        Object.assign(answers, { pages, navigation, footer });
        const response = await fetch(`http://127.0.0.1:${port}/fuzz`);
        const html = await response.text();
        const entry = Array.isArray(pages.data) ? pages.data[0] : pages.data;
        const shown = parsePage(entry);
        expect(response.status, html.slice(0, 300)).toBe(shown ? 200 : 404);
        for (const kept of shown?.sections ?? []) {
          if (typeof kept.content === 'string' && kept.content.startsWith('Spolehlivý blok'))
            expect(html).toContain(kept.content);
        }
      }),
      { numRuns: 60 },
    );
  });
});
