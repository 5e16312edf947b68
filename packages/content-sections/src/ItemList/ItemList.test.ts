import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { itemListFixtures, itemListInvalidFixtures } from './fixtures';
import { itemListBlock } from './itemListBlock';
import type { ItemListProps } from './itemListContent';

const props = (data: object) => contentProps<ItemListProps>(itemListBlock, data);
const html = (data: object) => renderBlockToHtml(itemListBlock, props(data));

describeBlockContract(itemListBlock, {
  valid: itemListFixtures,
  invalid: {
    noHeading: { data: itemListInvalidFixtures.noHeading, path: 'items.0.heading' },
    imageWithoutSize: { data: itemListInvalidFixtures.imageWithoutSize, path: 'items.0.image.width' },
    unsafeImage: { data: itemListInvalidFixtures.unsafeImage, path: 'items.0.image.url' },
  },
});

describe('ItemList', () => {
  it('shows the cards with their images, headings under the block heading', () => {
    const page = html(itemListFixtures.full);
    expect(page.match(/<article/g)).toHaveLength(3);
    expect(page.match(/<h3/g)).toHaveLength(3);
    expect(page).toMatch(/<img[^>]*width="320"[^>]*height="200"[^>]*alt="Rodinný dům se zahradou"/);
    expect(html(itemListFixtures.strapiNulls).match(/<h2/g)).toHaveLength(2);
    expect(html(itemListFixtures.strapiNulls)).not.toContain('<img');
  });

  it('offers the detail only for cards that have one, named with the card', () => {
    const page = html(itemListFixtures.full);
    expect(page.match(/<button/g)).toHaveLength(2);
    expect(page).toContain('aria-label="Zobrazit detail: Domácnost"');
    expect(page).not.toContain('aria-label="Zobrazit detail: Odpovědnost"');
  });

  it('hydrates only when some card has a detail, and has an island loader', async () => {
    expect(itemListBlock.island?.(props(itemListFixtures.full))).toBe(true);
    expect(itemListBlock.island?.(props(itemListFixtures.minimal))).toBe(false);
    expect(itemListBlock.island?.(props(itemListFixtures.strapiNulls))).toBe(false);
    const loader = contentSectionIslands['blocks.item-list'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(itemListBlock.component);
  });
});
