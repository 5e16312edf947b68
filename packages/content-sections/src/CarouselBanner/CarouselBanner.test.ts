import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { carouselBannerBlock } from './carouselBannerBlock';
import type { CarouselBannerProps } from './carouselBannerContent';
import { carouselBannerFixtures, carouselBannerInvalidFixtures } from './fixtures';

describeBlockContract(carouselBannerBlock, {
  valid: carouselBannerFixtures,
  invalid: {
    badAnchor: { data: carouselBannerInvalidFixtures.badAnchor, path: 'scrollTo' },
    badAnimation: { data: carouselBannerInvalidFixtures.badAnimation, path: 'html5' },
  },
});

const props = (data: object) => contentProps<CarouselBannerProps>(carouselBannerBlock, data);

describe('CarouselBanner', () => {
  it('points its button at the scrollTo anchor on the page', () => {
    expect(props(carouselBannerFixtures.full).button).toEqual({
      text: 'Poradit s výběrem',
      url: '#kontakt',
      style: 'primary',
      openInNewTab: false,
    });
  });

  it('swaps items after the editor’s duration, 5 s by default (SPEC §9)', () => {
    expect(props(carouselBannerFixtures.full).itemsSwapDuration).toBe(7000);
    expect(props(carouselBannerFixtures.minimal).itemsSwapDuration).toBe(5000);
  });

  it('shows two items a view on desktop, one on phones, sized in CSS before it hydrates', () => {
    const html = renderBlockToHtml(carouselBannerBlock, props(carouselBannerFixtures.full));
    expect(html).toContain('--slides-desktop:2');
    expect(html).toContain('--slides-mobile:1');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
  });

  it("shows each card's picture whole, in the card's box on the banner's soft colour (never cropped)", () => {
    const html = renderBlockToHtml(carouselBannerBlock, props(carouselBannerFixtures.full));
    const cards = html.match(/<img[^>]*src="\/images\/carousel-[^"]*"[^>]*>/g) ?? [];
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toContain('object-contain');
      expect(card).not.toContain('object-cover');
    }
  });

  it('keeps an item without its image: heading, text and button, no picture', () => {
    const { carouselItems } = props(carouselBannerFixtures.itemWithoutImage);
    expect(carouselItems[0]?.image).toBeNull();
    const html = renderBlockToHtml(carouselBannerBlock, props(carouselBannerFixtures.itemWithoutImage));
    expect(html).toContain('Havarijko na měsíc');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('hydrates only when there is something to slide or animate', () => {
    expect(carouselBannerBlock.island?.(props(carouselBannerFixtures.full))).toBe(true);
    expect(carouselBannerBlock.island?.(props(carouselBannerFixtures.oneItem))).toBe(false);
    expect(carouselBannerBlock.island?.(props(carouselBannerFixtures.minimal))).toBe(false);
  });
});
