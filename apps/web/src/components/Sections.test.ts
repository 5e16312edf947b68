import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import Sections from './Sections.astro';

describe('<Sections>', () => {
  it('renders known blocks in order, "not found" for an unknown type, nothing for invalid data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = await AstroContainer.create();
    const html = await container.renderToString(Sections, {
      props: {
        path: '/test',
        sections: [
          { __component: 'blocks.rich-text', paragraphs: ['První <b>odstavec</b>'] },
          { __component: 'blocks.unknown' },
          { __component: 'blocks.phone-box', heading: 'Bez čísla' },
          { __component: 'blocks.phone-box', heading: 'Volejte', phone: '800 100 200' },
        ],
      },
    });
    expect(html).toContain('První &lt;b&gt;odstavec&lt;/b&gt;');
    expect(html).toContain('not found');
    expect(html).not.toContain('Bez čísla');
    expect(html).toContain('href="tel:+420800100200"');
    expect(html.indexOf('První')).toBeLessThan(html.indexOf('not found'));
    expect(html.indexOf('not found')).toBeLessThan(html.indexOf('Volejte'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('blocks.phone-box'));
  });
});
