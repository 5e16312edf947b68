import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { logoCarouselFixtures, logoCarouselInvalidFixtures } from './fixtures';
import { logoCarouselBlock } from './logoCarouselBlock';
import type { LogoCarouselProps } from './logoCarouselContent';

describeBlockContract(logoCarouselBlock, {
  valid: logoCarouselFixtures,
  invalid: {
    noLogos: { data: logoCarouselInvalidFixtures.noLogos, path: 'logos' },
    logoWithoutImage: { data: logoCarouselInvalidFixtures.logoWithoutImage, path: 'logos.0.image' },
  },
});

const props = (data: object) => contentProps<LogoCarouselProps>(logoCarouselBlock, data);

describe('LogoCarousel', () => {
  it('shows four logos a view on desktop and one on tablets and phones (SPEC §9)', () => {
    const html = renderBlockToHtml(logoCarouselBlock, props(logoCarouselFixtures.full));
    expect(html).toContain('--slides-desktop:4');
    expect(html).toContain('--slides-tablet:1');
    expect(html).toContain('--slides-mobile:1');
  });

  it('names each logo by its company, and links it when the CMS gives an address', () => {
    const html = renderBlockToHtml(logoCarouselBlock, props(logoCarouselFixtures.full));
    expect(html).toContain('alt="Autoservis Kruh"');
    expect(html).toMatch(/<a href="\/kontakty"[^>]*><img[^>]*alt="Autoservis Kruh"/);
  });

  it('hydrates only with more than one logo', () => {
    expect(logoCarouselBlock.island?.(props(logoCarouselFixtures.full))).toBe(true);
    expect(logoCarouselBlock.island?.(props(logoCarouselFixtures.single))).toBe(false);
  });
});
