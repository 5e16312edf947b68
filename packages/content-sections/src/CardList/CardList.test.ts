import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { cardListBlock } from './cardListBlock';
import type { CardListProps } from './cardListContent';
import { cardListFixtures, cardListInvalidFixtures } from './fixtures';

describeBlockContract(cardListBlock, {
  valid: cardListFixtures,
  invalid: {
    noCardHeading: { data: cardListInvalidFixtures.noCardHeading, path: 'cards.0.heading' },
    tooManyPerRow: { data: cardListInvalidFixtures.tooManyPerRow, path: 'perRow' },
    fractionPerRow: { data: cardListInvalidFixtures.fractionPerRow, path: 'perRow' },
    imageWithoutSize: { data: cardListInvalidFixtures.imageWithoutSize, path: 'cards.0.image.width' },
  },
});

const props = (data: object) => contentProps<CardListProps>(cardListBlock, data);
const html = (data: object) => renderBlockToHtml(cardListBlock, props(data));

describe('CardList', () => {
  it('shows 3 cards per row with 85 px images unless the editor says otherwise (SPEC §2)', () => {
    const defaults = props(cardListFixtures.minimal);
    expect(defaults.perRow).toBe(3);
    expect(defaults.imageHeight).toBe(85);
  });

  it('lays out one column on phones, two on tablets and perRow on desktop', () => {
    expect(html(cardListFixtures.full)).toContain(
      'class="grid tablet:grid-cols-2 desktop:grid-cols-3 gap-6"',
    );
    expect(html(cardListFixtures.fourPerRow)).toContain('tablet:grid-cols-2 desktop:grid-cols-4');
    expect(html(cardListFixtures.twoPerRow)).toContain('class="grid tablet:grid-cols-2 gap-6"');
    expect(html({ ...cardListFixtures.full, perRow: 1 })).toContain('class="grid gap-6"');
  });

  it('takes fewer columns when there are fewer cards, so no row is left half empty', () => {
    // Two cards of at most three per row fill the row; one card is a reading column, not a third.
    const two = { ...cardListFixtures.full, cards: cardListFixtures.full.cards.slice(0, 2) };
    expect(html(two)).toContain('class="grid tablet:grid-cols-2 gap-6"');
    expect(html(two)).not.toContain('desktop:grid-cols-3');
    expect(html(cardListFixtures.minimal)).toContain('class="grid max-w-reading gap-6"');
    // Four cards of at most three per row: two rows of two, not three and one.
    const four = { ...cardListFixtures.fourPerRow, perRow: 3 };
    expect(html(four)).toContain('class="grid tablet:grid-cols-2 gap-6"');
  });

  it('puts every image in a box of the image height, keeping its aspect', () => {
    const out = html(cardListFixtures.full);
    expect(out.match(/style="height:85px"/g)).toHaveLength(3);
    expect(out).toMatch(/<img[^>]*width="160"[^>]*height="96"[^>]*class="[^"]*object-contain/);
    expect(html(cardListFixtures.fourPerRow)).toContain('style="height:48px"');
  });

  it('tracks card buttons as CTAs; a list without buttons needs no tracker', () => {
    const out = html(cardListFixtures.full);
    expect(out.match(/data-analytics-event="CTA"/g)).toHaveLength(2);
    expect(out).toContain('data-analytics-category="Seznam karet"');
    expect(cardListBlock.tracksClicks?.(props(cardListFixtures.full))).toBe(true);
    expect(cardListBlock.tracksClicks?.(props(cardListFixtures.minimal))).toBe(false);
  });
});
