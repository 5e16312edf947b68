import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { productListFixtures, productListInvalidFixtures } from './fixtures';
import { productListBlock } from './productListBlock';
import type { ProductListProps } from './productListContent';

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

  it('renders an image with its size, and no picture for a .json animation', () => {
    const { items } = props(productListFixtures.full);
    expect(items[3]?.image).toBeNull();
    expect(items[3]?.animationUrl).toBe('/animations/mazlicek.json');
    const page = html(productListFixtures.full);
    expect(page.match(/<img/g)).toHaveLength(3);
    expect(page).not.toContain('mazlicek.json');
    expect(page).toMatch(/<img[^>]*width="400"[^>]*height="240"/);
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
