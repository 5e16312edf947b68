import fc from 'fast-check';
import { createElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as z from 'zod/mini';
import { inSite } from '../../test/blockContract';
import { anySectionOf, sectionExamples } from '../../test/sectionExamples';
import { contentSectionBlocks } from '../blocks';
import { heroFixtures } from '../Hero/fixtures';
import { phoneBoxFixtures } from '../PhoneBox/fixtures';
import { richTextFixtures } from '../RichText/fixtures';
import { signpostBannersFixtures } from '../SignpostBanners/fixtures';
import { defineBlock } from './defineBlock';
import { createRegistry } from './registry';
import { Sections } from './Sections';

const throwing = defineBlock({
  type: 'blocks.throws',
  label: 'Chybný blok',
  content: z.object({}),
  component: () => {
    throw new Error('the block broke');
  },
});
const registry = createRegistry([...contentSectionBlocks, throwing]);

const page = [
  heroFixtures.minimal,
  { __component: 'blocks.does-not-exist', heading: 'Tohle se nevykreslí' },
  { __component: 'blocks.phone-box', heading: 'Blok s chybnými daty' },
  { __component: 'blocks.throws' },
  richTextFixtures.markdown,
  phoneBoxFixtures.full,
];

const element = (sections: readonly unknown[], preview = false) =>
  inSite(createElement(Sections, { sections, registry, preview, path: '/test' }));

async function streamToHtml(sections: readonly unknown[], preview = false): Promise<string> {
  const stream = await renderToReadableStream(element(sections, preview), { onError: () => {} });
  await stream.allReady;
  return new Response(stream).text();
}

describe('<Sections> (React hosts)', () => {
  let log: MockInstance;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it('renders known blocks in order, "Obsah nenalezen" (SPEC’s not found) for an unknown type, and leaves out bad data and a throwing block', async () => {
    const html = await streamToHtml(page);
    const order = ['Kontakty', 'Obsah nenalezen', 'smyšlená pojišťovna', 'tel:+420800100200'].map((text) =>
      html.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('Tohle se nevykreslí');
    expect(html).not.toContain('Blok s chybnými daty');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('[sections] invalid data for blocks.phone-box (section 2) on /test: phone:'),
    );
  });

  const imageLoading = (html: string) =>
    [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);

  it('after a first section without the main picture, loads the second section’s images at once too', () => {
    const signposts = signpostBannersFixtures.full;
    const loading = imageLoading(renderToString(element([heroFixtures.minimal, signposts, signposts])));
    const perSection = loading.length / 2;
    expect(perSection).toBeGreaterThan(0);
    // The hero has no image here; the first signposts are the second section, the others the third.
    expect(loading).toEqual([...Array(perSection).fill('eager'), ...Array(perSection).fill('lazy')]);
  });

  it('after a hero with its picture, loads only that at once (with priority), the next section lazily', () => {
    const signposts = signpostBannersFixtures.full;
    const html = renderToString(element([heroFixtures.full, signposts]));
    const [hero, ...rest] = imageLoading(html);
    expect(hero).toBe('eager');
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((loading) => loading === 'lazy')).toBe(true);
  });

  it('renders the rest of the page with renderToString too (no streaming host)', () => {
    const html = renderToString(element(page));
    expect(html).toContain('Obsah nenalezen');
    expect(html).toContain('tel:+420800100200');
  });

  it('shows editors, in preview, which block was left out and which field to fix', async () => {
    const html = await streamToHtml(page, true);
    expect(html).toContain('Blok „Telefon“ (blocks.phone-box) se na webu nezobrazí');
    expect(html).toMatch(/<code[^>]*>phone<\/code>:/);
    expect(await streamToHtml(page, false)).not.toContain('se na webu nezobrazí');
  });

  it('has examples of every block type for the fuzzing below', () => {
    for (const block of contentSectionBlocks) {
      expect(sectionExamples.get(block.type)?.valid.length, block.type).toBeGreaterThan(0);
    }
  });

  it('renders a page whatever the CMS sends in its sections, for every block type (fuzzed)', async () => {
    // Every type of the registry, each with its own examples (as they are and damaged), arbitrary
    // fields, an unknown type, a throwing block, and any JSON at all.
    const types = [...registry.keys(), 'blocks.does-not-exist'];
    const section = fc.oneof(
      { arbitrary: anySectionOf(types), weight: 4 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(section, { minLength: 1, maxLength: 5 }), async (sections) => {
        const marked = [
          ...sections,
          { __component: 'blocks.phone-box', heading: 'Konec', phone: '800 100 200' },
        ];
        const html = await streamToHtml(marked);
        // The last section renders whatever came before it: nothing above broke the page.
        expect(html).toContain('tel:+420800100200');
        for (const [index, item] of sections.entries()) {
          const type =
            typeof item === 'object' && item !== null
              ? (item as { __component?: unknown }).__component
              : undefined;
          if (typeof type === 'string' && !registry.has(type))
            expect(html, `section ${index}`).toContain('Obsah nenalezen');
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('renders each block type’s every example in one page', async () => {
    const sections = [...sectionExamples.values()].flatMap((examples) => examples.valid);
    const html = await streamToHtml(sections);
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toContain('Obsah nenalezen');
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('[sections] invalid data'));
  }, 60_000);
  it('hands a type its registry does not have to clientSection, in its place (a Next.js page’s interactive blocks), else “not found”', () => {
    const staticOnly = createRegistry(contentSectionBlocks.filter((block) => !block.island));
    const page = [
      heroFixtures.minimal,
      { __component: 'casco.callback', heading: 'Havarijko' },
      phoneBoxFixtures.full,
    ];
    const clientSection = vi.fn((section: unknown, index: number) =>
      createElement(
        'p',
        null,
        `v prohlížeči: ${(section as { __component: string }).__component} (${index})`,
      ),
    );
    const html = renderToString(
      inSite(createElement(Sections, { sections: page, registry: staticOnly, path: '/test', clientSection })),
    );
    const order = ['Kontakty', 'v prohlížeči: casco.callback (1)', 'tel:+420800100200'].map((text) =>
      html.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('Obsah nenalezen');
    expect(clientSection).toHaveBeenCalledTimes(1);
    const without = renderToString(
      inSite(createElement(Sections, { sections: page, registry: staticOnly, path: '/test' })),
    );
    expect(without).toContain('Obsah nenalezen');
  });
});
