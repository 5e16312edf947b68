import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { productCarouselFixtures, productCarouselInvalidFixtures } from './fixtures';
import { productCarouselBlock } from './productCarouselBlock';
import type { ProductCarouselProps } from './productCarouselContent';

const props = (data: object) => contentProps<ProductCarouselProps>(productCarouselBlock, data);

describeBlockContract(productCarouselBlock, {
  valid: productCarouselFixtures,
  invalid: {
    itemsNotList: { data: productCarouselInvalidFixtures.itemsNotList, path: 'items' },
    noHeading: { data: productCarouselInvalidFixtures.noHeading, path: 'items.0.heading' },
  },
});

describe('ProductCarousel', () => {
  it('renders every product as a slide on the server, named by the heading', () => {
    const html = renderBlockToHtml(productCarouselBlock, props(productCarouselFixtures.full));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Naše nejoblíbenější pojištění"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html).toContain('489\u00a0Kč');
    expect(html).toContain('Novinka');
    // One region of that name, the carousel: the block's section is none (axe's landmark-unique).
    expect(html).not.toContain('aria-labelledby');
  });

  it('is named in Czech without a heading, and its cards are then h2', () => {
    const html = renderBlockToHtml(productCarouselBlock, props(productCarouselFixtures.strapiNulls));
    expect(html).toContain('aria-label="Naše produkty"');
    expect(html.match(/<h2/g)).toHaveLength(2);
  });

  it('shows three products a view on desktop, or as many as there are, so two fill the row', () => {
    const full = renderBlockToHtml(productCarouselBlock, props(productCarouselFixtures.full));
    expect(full).toContain('--slides-desktop:3');
    const two = renderBlockToHtml(productCarouselBlock, props(productCarouselFixtures.strapiNulls));
    expect(two).toContain('--slides-desktop:2');
    // Its cards' h2s (no block heading) are measured at the carousel's edge by the grid test.
    expect(two).toMatch(/<div data-section-box="">[\s\S]*<h2/);
  });

  it('hydrates only when there is something to slide, and has an island loader', async () => {
    expect(productCarouselBlock.island?.(props(productCarouselFixtures.full))).toBe(true);
    expect(productCarouselBlock.island?.(props(productCarouselFixtures.minimal))).toBe(false);
    // One product with an animation: its player loads in the browser once the card is in view.
    expect(productCarouselBlock.island?.(props(productCarouselFixtures.oneAnimated))).toBe(true);
    const loader = contentSectionIslands['blocks.product-carousel'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(productCarouselBlock.component);
  });

  it('renders a product’s animation in a reserved box, described by its alternative text', () => {
    const html = renderBlockToHtml(productCarouselBlock, props(productCarouselFixtures.oneAnimated));
    // Described, so not hidden from screen readers.
    expect(html).toContain('style="aspect-ratio:400 / 240" data-animation="">');
    expect(props(productCarouselFixtures.oneAnimated).items[0]?.animation?.alt).toBe('Pulzující srdce');
  });

  it('tracks its buttons', () => {
    expect(productCarouselBlock.tracksClicks?.(props(productCarouselFixtures.full))).toBe(true);
    expect(productCarouselBlock.tracksClicks?.(props(productCarouselFixtures.strapiNulls))).toBe(false);
  });
});
