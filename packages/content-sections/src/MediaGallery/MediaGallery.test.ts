import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { mediaGalleryInvalidFixtures as bad, mediaGalleryFixtures as f } from './fixtures';
import { mediaGalleryBlock } from './mediaGalleryBlock';
import type { MediaGalleryProps } from './mediaGalleryContent';

const props = (data: object) => contentProps<MediaGalleryProps>(mediaGalleryBlock, data);
const html = (data: object) => renderBlockToHtml(mediaGalleryBlock, props(data));

describeBlockContract(mediaGalleryBlock, {
  valid: f,
  invalid: {
    noLink: { data: bad.noLink, path: 'items.0.link' },
    unsafeLink: { data: bad.unsafeLink, path: 'items.0.link' },
    badDate: { data: bad.badDate, path: 'items.0.date' },
    czechDate: { data: bad.czechDate, path: 'items.0.date' },
    unknownBackground: { data: bad.unknownBackground, path: 'items.0.background' },
    unknownGridType: { data: bad.unknownGridType, path: 'gridType' },
    fractionalReadTime: { data: bad.fractionalReadTime, path: 'items.0.readTime' },
  },
});

describe('MediaGallery', () => {
  it('shows dates as d. M. yyyy (the Prague calendar day) and reading time in Czech', () => {
    const page = html(f.full);
    expect(page).toContain('<time dateTime="2025-11-12">12. 11. 2025</time>');
    // 22:30 UTC on 3 October is already 4 October in Prague.
    expect(page).toContain('<time dateTime="2025-10-04">4. 10. 2025</time>');
    expect(page).toContain('5 min čtení');
  });

  it('makes every card one link, and names video cards as such', () => {
    const page = html(f.full);
    expect(page.match(/<a /g)).toHaveLength(5);
    expect(page).toMatch(
      /href="\/magazin\/video-hlaseni-skody"[^>]*>.*Video: Jak nahlásit škodu online<span class="sr-only"> \(video\)<\/span>/s,
    );
    expect(page).toContain('rel="noopener noreferrer"');
  });

  it('takes the layout from the block, else from the first item, else grid', () => {
    expect(props(f.featured).gridType).toBe('featured');
    expect(props(f.itemGridType).gridType).toBe('featured');
    expect(props(f.minimal).gridType).toBe('grid');
    expect(html(f.featured).match(/desktop:row-span-2/g)).toHaveLength(1);
    // A reading column from the container's left edge, not centred on its own.
    expect(html(f.list)).toContain('<ul data-section-box="" class="grid w-full max-w-reading gap-4">');
  });

  it('reads tags from a list or a comma-separated text, and colours each background', () => {
    expect(props(f.commaTags).items[0]?.tags).toEqual(['Psi', 'Kočky', 'Veterina']);
    expect(props(f.strapiNulls).items[0]?.background).toBe('bila');
    const page = html(f.full);
    for (const colour of ['bg-brand', 'bg-accent', 'bg-success', 'bg-[#5b2a86]', 'bg-surface']) {
      expect(page).toContain(colour);
    }
  });
});
