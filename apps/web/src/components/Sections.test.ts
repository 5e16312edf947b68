import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Sections from './Sections.astro';

const sections = [
  { __component: 'blocks.rich-text', content: 'První <b>odstavec</b><script>alert(1)</script>' },
  { __component: 'blocks.unknown' },
  { __component: 'blocks.phone-box', heading: 'Bez čísla' },
  { __component: 'blocks.phone-box', heading: 'Volejte', phone: '800 100 200' },
];

async function render(props: Record<string, unknown>) {
  const renderers = await loadRenderers([reactRenderer()]);
  const container = await AstroContainer.create({ renderers });
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

  it('renders known blocks in order, "not found" for an unknown type, nothing for invalid data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await render({ path: '/test', sections });
    expect(html).toContain('První <b>odstavec</b>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('not found');
    expect(html).not.toContain('Bez čísla');
    expect(html).toContain('href="tel:+420800100200"');
    expect(html.indexOf('První')).toBeLessThan(html.indexOf('not found'));
    expect(html.indexOf('not found')).toBeLessThan(html.indexOf('Volejte'));
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
    expect(withCta).toMatch(/<script[^>]*type="module"/);
  });

  it('renders a page whatever the CMS sends in its sections (fuzzed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const types = ['blocks.hero', 'blocks.rich-text', 'blocks.phone-box', 'blocks.nope'];
    const section = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom('__component', 'heading', 'content', 'phone', 'perex', 'button', 'image'),
        fc.jsonValue(),
      ),
      fc
        .record({ __component: fc.constantFrom(...types) })
        .chain((base) => fc.dictionary(fc.string(), fc.jsonValue()).map((rest) => ({ ...rest, ...base }))),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(section, { maxLength: 5 }), async (sections) => {
        const html = await render({ path: '/fuzz', sections });
        expect(typeof html).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
