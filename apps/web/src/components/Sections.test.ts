import { contentSectionBlocks } from '@insurance-web/content-sections';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySectionOf, sectionExamples } from '../../../../packages/content-sections/test/sectionExamples';
import { siteContainer } from '../../test/siteContainer';
import { registry } from '../sections/registry';
import Sections from './Sections.astro';

/** A section after the fuzzed ones: it renders only if nothing before it broke the page. */
const lastSection = { __component: 'blocks.phone-box', heading: 'Konec', phone: '800 100 300' };

const sections = [
  { __component: 'blocks.rich-text', content: 'První <b>odstavec</b><script>alert(1)</script>' },
  { __component: 'blocks.unknown' },
  { __component: 'blocks.phone-box', heading: 'Bez čísla' },
  { __component: 'blocks.phone-box', heading: 'Volejte', phone: '800 100 200' },
];

async function render(props: Record<string, unknown>) {
  const container = await siteContainer();
  return container.renderToString(Sections, {
    props,
    request: new Request('http://127.0.0.1:3000/test'),
  });
}

describe('<Sections> (the Astro renderer)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.CONTENT_PREVIEW;
  });

  it('renders known blocks in order, "Obsah nenalezen" (SPEC’s not found) for an unknown type, nothing for invalid data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await render({ path: '/test', sections });
    // HTML rich text renders through the Blocks tree: `<b>` is bold, drawn as `<strong>`.
    expect(html).toContain('První <strong>odstavec</strong>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Obsah nenalezen');
    expect(html).not.toContain('Bez čísla');
    expect(html).toContain('href="tel:+420800100200"');
    expect(html.indexOf('První')).toBeLessThan(html.indexOf('Obsah nenalezen'));
    expect(html.indexOf('Obsah nenalezen')).toBeLessThan(html.indexOf('Volejte'));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('[sections] invalid data for blocks.phone-box (section 2) on /test: phone:'),
    );
  });

  it('shows editors the block and the fields to fix in a preview build only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await render({ path: '/test', sections })).not.toContain('se na webu nezobrazí');
    process.env.CONTENT_PREVIEW = '1';
    const html = await render({ path: '/test', sections });
    expect(html).toContain('Blok „Telefon“ (blocks.phone-box) se na webu nezobrazí');
    expect(html).toMatch(/<code[^>]*>phone<\/code>/);
  });

  it('renders static blocks as HTML only, and adds the click tracker only where a block has tracked links', async () => {
    const plain = await render({ path: '/test', sections });
    expect(plain).not.toContain('<astro-island');
    expect(plain).not.toContain('<script');
    const withCta = await render({
      path: '/test',
      sections: [
        {
          __component: 'blocks.hero',
          heading: 'Nadpis',
          callbackButton: false,
          button: { text: 'Spočítat cenu', url: '/auto' },
        },
      ],
    });
    expect(withCta).toContain('data-analytics-event="CTA"');
    expect(withCta).not.toContain('<astro-island');
    // The tracker, held in a template until the page has painted (src/site/afterPaint.ts).
    expect(withCta).toMatch(/<template data-after-paint="click-tracking"[^>]*><script[^>]*type="module"/);
  });

  it('loads at once the images of the first section with the main picture, or of the first two without it', async () => {
    const signposts = sectionExamples.get('blocks.signpost-banners')?.valid[0];
    const loading = (html: string) =>
      [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    const heroWithPicture = {
      __component: 'blocks.hero',
      heading: 'Pojištění, které vás podrží',
      callbackButton: false,
      image: { url: '/images/hero-rodina.jpg', alternativeText: 'Rodina u auta', width: 960, height: 720 },
    };
    const afterPicture = loading(await render({ path: '/test', sections: [heroWithPicture, signposts] }));
    expect(afterPicture[0]).toBe('eager');
    expect(afterPicture.length).toBeGreaterThan(1);
    expect(afterPicture.slice(1).every((value) => value === 'lazy')).toBe(true);
    const heroWithout = { __component: 'blocks.hero', heading: 'Havarijko na měsíc', callbackButton: false };
    const withoutPicture = loading(
      await render({ path: '/test', sections: [heroWithout, signposts, signposts] }),
    );
    const perSection = withoutPicture.length / 2;
    expect(perSection).toBeGreaterThan(0);
    expect(withoutPicture).toEqual([...Array(perSection).fill('eager'), ...Array(perSection).fill('lazy')]);
  });

  it('renders a page whatever the CMS sends in its sections, for every block type (fuzzed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every type of the host's registry (content sections, call-back forms, the host's own hero and
    // quote flow), each with its package's examples as they are and damaged where there are some,
    // arbitrary fields, an unknown type, and any JSON at all.
    const types = [...registry.keys(), 'blocks.nope'];
    const section = fc.oneof(
      { arbitrary: anySectionOf(types), weight: 4 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
      {
        arbitrary: fc.dictionary(
          fc.constantFrom('__component', 'heading', 'content', 'phone', 'perex', 'button', 'image'),
          fc.jsonValue({ maxDepth: 3 }),
        ),
        weight: 1,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(section, { minLength: 1, maxLength: 4 }), async (sections) => {
        const html = await render({ path: '/fuzz', sections: [...sections, lastSection] });
        // The last section renders whatever came before it: nothing above broke the page.
        expect(html).toContain('href="tel:+420800100300"');
        for (const [index, item] of sections.entries()) {
          const type =
            typeof item === 'object' && item !== null
              ? (item as { __component?: unknown }).__component
              : undefined;
          if (typeof type === 'string' && !registry.has(type))
            expect(html, `section ${index}`).toContain('Obsah nenalezen');
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('renders every content block’s examples in one page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const block of contentSectionBlocks) {
      expect(sectionExamples.get(block.type)?.valid.length, block.type).toBeGreaterThan(0);
    }
    const all = [...sectionExamples.values()].flatMap((examples) => examples.valid);
    const html = await render({ path: '/examples', sections: [...all, lastSection] });
    expect(html).toContain('href="tel:+420800100300"');
    expect(html).not.toContain('Obsah nenalezen');
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('[sections] invalid data'));
    // Every example renders: none is left out by its boundary (an island, too, with its directive).
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('failed to render'), expect.anything());
    expect(html).toMatch(/<astro-island[^>]*client="paint-visible"/);
  }, 60_000);
});
