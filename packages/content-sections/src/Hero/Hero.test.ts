import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { heroFixtures, heroInvalidFixtures } from './fixtures';
import { heroBlock } from './heroBlock';

describeBlockContract(heroBlock, {
  valid: heroFixtures,
  invalid: {
    noHeading: { data: heroInvalidFixtures.noHeading, path: 'heading' },
    unsafeButton: { data: heroInvalidFixtures.unsafeButton, path: 'button.url' },
  },
});

describe('Hero', () => {
  it('shows the one h1 without the logo (the site header has it), and tracks its button', () => {
    const html = renderBlockToHtml(heroBlock, contentProps(heroBlock, heroFixtures.full));
    expect(html).not.toContain('/logos/');
    expect(html).not.toContain('alt="Horizont pojišťovna"');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('data-analytics-event="CTA"');
    expect(heroBlock.tracksClicks?.(contentProps(heroBlock, heroFixtures.full))).toBe(true);
    expect(heroBlock.tracksClicks?.(contentProps(heroBlock, heroFixtures.minimal))).toBe(false);
  });

  it('keeps the call-back action on unless the editor turns it off', () => {
    expect(contentProps<{ callbackButton: boolean }>(heroBlock, heroFixtures.minimal).callbackButton).toBe(
      true,
    );
    expect(
      contentProps<{ callbackButton: boolean }>(heroBlock, { ...heroFixtures.minimal, callbackButton: false })
        .callbackButton,
    ).toBe(false);
  });

  it('renders the illustration with its intrinsic size, loaded first', () => {
    const html = renderBlockToHtml(heroBlock, contentProps(heroBlock, heroFixtures.full));
    expect(html).toMatch(/<img[^>]*width="480"[^>]*height="360"[^>]*loading="eager"/);
  });
});
