import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { superBannerFixtures, superBannerInvalidFixtures } from './fixtures';
import { superBannerBlock } from './superBannerBlock';
import type { SuperBannerProps } from './superBannerContent';

describeBlockContract(superBannerBlock, {
  valid: superBannerFixtures,
  invalid: {
    noHeading: { data: superBannerInvalidFixtures.noHeading, path: 'heading' },
    unknownBackground: { data: superBannerInvalidFixtures.unknownBackground, path: 'background' },
    unsafeButton: { data: superBannerInvalidFixtures.unsafeButton, path: 'button.url' },
  },
});

const props = (data: object) => contentProps<SuperBannerProps>(superBannerBlock, data);
const html = (data: object) => renderBlockToHtml(superBannerBlock, props(data));

describe('SuperBanner', () => {
  it('maps each CMS colour to a theme background with light or dark text', () => {
    expect(html(superBannerFixtures.full)).toMatch(/<section class="[^"]*bg-accent text-on-brand/);
    expect(html(superBannerFixtures.green)).toMatch(/<section class="[^"]*bg-success text-on-brand/);
    expect(html(superBannerFixtures.violet)).toMatch(/<section class="[^"]*bg-\[#5b2a86\] text-on-brand/);
    expect(html(superBannerFixtures.blue)).toMatch(/<section class="[^"]*bg-brand text-on-brand/);
    expect(html(superBannerFixtures.white)).toMatch(/<section class="[^"]*bg-surface text-ink/);
  });

  it("defaults to the brand's blue", () => {
    expect(props(superBannerFixtures.strapiNulls).background).toBe('modra');
  });

  it('tracks its button as a CTA, inverted on a coloured background', () => {
    const out = html(superBannerFixtures.full);
    expect(out).toContain('data-analytics-event="CTA"');
    expect(out).toContain('data-analytics-category="Super banner"');
    expect(out).toContain('data-analytics-label="Spočítat cenu"');
    expect(out).toContain('bg-surface! text-brand!');
    expect(html(superBannerFixtures.white)).not.toContain('text-brand!');
    expect(superBannerBlock.tracksClicks?.(props(superBannerFixtures.full))).toBe(true);
    expect(superBannerBlock.tracksClicks?.(props(superBannerFixtures.minimal))).toBe(false);
  });

  it('uses h2, never h1, and the image with its intrinsic size', () => {
    const out = html(superBannerFixtures.full);
    expect(out).not.toContain('<h1');
    expect(out).toContain('<h2');
    expect(out).toMatch(/<img[^>]*width="360"[^>]*height="280"[^>]*alt="Dárková krabice s mašlí"/);
  });
});
