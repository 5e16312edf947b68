import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { productListFixtures, productListInvalidFixtures } from './fixtures';
import { productListBlock } from './productListBlock';
import { PRODUCT_ANIMATION_BOX, type ProductListProps } from './productListContent';

const props = (data: object) => contentProps<ProductListProps>(productListBlock, data);
const html = (data: object) => renderBlockToHtml(productListBlock, props(data));

describeBlockContract(productListBlock, {
  valid: productListFixtures,
  invalid: {
    noHeading: { data: productListInvalidFixtures.noHeading, path: 'items.0.heading' },
    unknownSticker: { data: productListInvalidFixtures.unknownSticker, path: 'items.0.sticker' },
    negativePrice: { data: productListInvalidFixtures.negativePrice, path: 'items.0.price' },
    imageWithoutSize: {
      data: productListInvalidFixtures.imageWithoutSize,
      path: 'items.0.imageOrJson.width',
    },
    unsafeButton: { data: productListInvalidFixtures.unsafeButton, path: 'items.0.button.url' },
  },
});

describe('ProductList', () => {
  it('shows prices with formatCzk: whole crowns, non-breaking spaces, and what the price is for', () => {
    const page = html(productListFixtures.full);
    expect(page).toContain('489\u00a0Kč');
    expect(page).toContain('1\u00a0290\u00a0Kč');
    // 15.50 Kč a day rounds to whole crowns, as every price on the site does.
    expect(page).toContain('16\u00a0Kč');
    expect(page).toContain('měsíčně');
    expect(html(productListFixtures.longText)).toContain('1\u00a0234\u00a0567\u00a0Kč');
    expect(props(productListFixtures.allStickers).items[0]?.price).toBe(2490);
  });

  it('shows the stickers in Czech, the single one first, each once', () => {
    const items = props(productListFixtures.allStickers).items;
    expect(items[0]?.stickers).toEqual(['newCar', 'tba', 'tip', 'recommended', 'new', 'allCars']);
    const page = html(productListFixtures.allStickers);
    for (const label of ['Nové auto', 'Připravujeme', 'Tip', 'Doporučujeme', 'Novinka', 'Pro všechna auta']) {
      expect(page).toContain(`>${label}</li>`);
    }
    expect(props(productListFixtures.full).items[0]?.stickers).toEqual(['new', 'allCars']);
  });

  it('renders an image with its size', () => {
    const page = html(productListFixtures.full);
    expect(page.match(/<img/g)).toHaveLength(3);
    expect(page).toMatch(/<img[^>]*width="400"[^>]*height="240"/);
  });

  it('maps a .json picture to an animation: its own size, else a 5:3 box; its description, else decorative', () => {
    const { items } = props(productListFixtures.animated);
    expect(items[0]?.image).toBeNull();
    expect(items[0]?.animation).toEqual({
      url: '/media/pulse.json',
      width: 400,
      height: 400,
      alt: 'Pulzující srdce',
    });
    expect(items[1]?.animation).toEqual({ url: '/media/pulse.json?v=2', ...PRODUCT_ANIMATION_BOX, alt: '' });
    expect(items[2]?.animation).toBeNull();
    expect(items[2]?.image).not.toBeNull();
    expect(props(productListFixtures.full).items[3]?.animation?.url).toBe('/media/pulse.json');
  });

  it('reserves the animation’s box on the server and loads nothing until the card is in view', () => {
    const page = html(productListFixtures.animated);
    expect(page).toContain('style="aspect-ratio:400 / 400" data-animation="">');
    // Without a description the animation is decoration, hidden from screen readers.
    expect(page).toContain('style="aspect-ratio:400 / 240" data-animation="" aria-hidden="true">');
    // The player and the animation's file load in the browser, when shown.
    expect(page).not.toContain('pulse.json');
    expect(page).not.toMatch(/<script/);
    expect(page.match(/<img/g)).toHaveLength(1);
  });

  it('is static (no JavaScript) unless a product has an animation, and has an island loader', async () => {
    expect(productListBlock.island?.(props(productListFixtures.animated))).toBe(true);
    expect(productListBlock.island?.(props(productListFixtures.full))).toBe(true);
    for (const name of ['minimal', 'strapiNulls', 'allStickers', 'longText', 'empty'] as const) {
      expect(productListBlock.island?.(props(productListFixtures[name])), name).toBe(false);
    }
    const loader = contentSectionIslands['blocks.product-list'];
    expect(await loader?.()).toBe(productListBlock.component);
  });

  it('puts card headings under the block heading, and emphasises the featured card', () => {
    const page = html(productListFixtures.full);
    expect(page.match(/<h2/g)).toHaveLength(1);
    expect(page.match(/<h3/g)).toHaveLength(4);
    expect(page.match(/border-4 border-brand/g)).toHaveLength(1);
    // Without a block heading the cards are the section's headings.
    expect(html(productListFixtures.minimal)).toMatch(/<h2[^>]*>Povinné ručení<\/h2>/);
  });

  it('tracks its buttons as calls to action of the Produkty category', () => {
    const page = html(productListFixtures.full);
    expect(page).toContain('data-analytics-event="CTA"');
    expect(page).toContain('data-analytics-category="Produkty"');
    expect(page).toContain('data-analytics-label="Spočítat cenu"');
    expect(productListBlock.tracksClicks?.(props(productListFixtures.full))).toBe(true);
    expect(productListBlock.tracksClicks?.(props(productListFixtures.minimal))).toBe(false);
  });
});
