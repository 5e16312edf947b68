import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { signpostBannersFixtures, signpostBannersInvalidFixtures } from './fixtures';
import { signpostBannersBlock } from './signpostBannersBlock';
import type { SignpostBannersProps } from './signpostBannersContent';

describeBlockContract(signpostBannersBlock, {
  valid: signpostBannersFixtures,
  invalid: {
    noButton: { data: signpostBannersInvalidFixtures.noButton, path: 'items.0.button' },
    noItemHeading: { data: signpostBannersInvalidFixtures.noItemHeading, path: 'items.0.heading' },
    unsafeLink: { data: signpostBannersInvalidFixtures.unsafeLink, path: 'items.0.button.url' },
  },
});

const props = (data: object) => contentProps<SignpostBannersProps>(signpostBannersBlock, data);
const html = (data: object) => renderBlockToHtml(signpostBannersBlock, props(data));

describe('SignpostBanners', () => {
  it('tracks each link as a guidepost click labelled with its heading', () => {
    const out = html(signpostBannersFixtures.full);
    expect(out.match(/data-analytics-event="Rozcestník"/g)).toHaveLength(3);
    expect(out).toContain('data-analytics-category="Rozcestník"');
    expect(out).toContain('data-analytics-label="Domov"');
    expect(out).toContain('data-analytics-cta=""');
    expect(out).not.toContain('data-analytics-event="CTA"');
  });

  it('asks for the click tracker only when there are items', () => {
    expect(signpostBannersBlock.tracksClicks?.(props(signpostBannersFixtures.full))).toBe(true);
    expect(signpostBannersBlock.tracksClicks?.(props(signpostBannersFixtures.noItems))).toBe(false);
  });

  it('opens a new-tab link safely and says so', () => {
    const out = html(signpostBannersFixtures.full);
    expect(out).toMatch(
      /<a href="https:\/\/www.example.com\/cestovko" target="_blank" rel="noopener noreferrer"[^>]*>Cestovní pojištění<span class="sr-only"> (?:<!-- -->)?\(otevře se v novém okně\)/,
    );
  });

  it('puts item headings under the block heading, or at h2 without one', () => {
    expect(html(signpostBannersFixtures.full)).toContain('<h3');
    const bare = html(signpostBannersFixtures.strapiNulls);
    expect(bare).not.toContain('<h3');
    expect(bare).toMatch(/<h2[^>]*>Domov<\/h2>/);
  });

  it('renders a list of cards, images with their intrinsic size', () => {
    const out = html(signpostBannersFixtures.full);
    expect(out.match(/<li/g)).toHaveLength(3);
    expect(out).toMatch(/<img[^>]*width="320"[^>]*height="200"[^>]*loading="lazy"/);
  });
});
