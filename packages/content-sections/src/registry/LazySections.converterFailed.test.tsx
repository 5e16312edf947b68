import { type AnyBlockDefinition, createLazyRegistry, SiteProvider } from '@insurance-web/ui';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import {
  hasStringConverter,
  registerStringConverter,
  stringConverterChunk,
} from '../content/richText/stringConverter';
import { heroFixtures } from '../Hero/fixtures';
import { heroBlock } from '../Hero/heroBlock';
import { richTextFixtures } from '../RichText/fixtures';
import { richTextBlock } from '../RichText/richTextBlock';
import { blockLoadFailedMessages } from './BlockLoadFailed';
import { LazySections } from './LazySections';

// Its own file: a failed download of the converter is kept for the page (as a failed block chunk is).
// The package's test setup registers the converter, as the host does; these tests start without it.
registerStringConverter(null);

describe('<LazySections> when the converter of string rich text does not download', () => {
  let log: MockInstance;
  let load: MockInstance<typeof stringConverterChunk.load>;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {});
    load = vi.spyOn(stringConverterChunk, 'load').mockRejectedValue(new TypeError('Failed to fetch'));
  });
  afterEach(() => {
    log.mockRestore();
    load.mockRestore();
  });

  it('the sections that needed it say so in their place; the others render; no raw Markdown, no crash', async () => {
    expect(hasStringConverter()).toBe(false);
    const registry = createLazyRegistry([
      {
        'blocks.hero': async (): Promise<AnyBlockDefinition> => heroBlock,
        'blocks.rich-text': async (): Promise<AnyBlockDefinition> => richTextBlock,
      },
    ]);
    const screen = await render(
      <SiteProvider config={demoSite}>
        <main>
          <LazySections
            sections={[heroFixtures.minimal, richTextFixtures.markdown, richTextFixtures.blocks]}
            registry={registry}
            path="/test"
          />
        </main>
      </SiteProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Kontakty' })).toBeVisible();
    await expect.element(screen.getByText(blockLoadFailedMessages.cs)).toBeVisible();
    expect(screen.getByText(blockLoadFailedMessages.cs).elements()).toHaveLength(1);
    // The Blocks JSON section needs no converter: it renders.
    await expect.element(screen.getByText('online za pár minut')).toBeVisible();
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).not.toContain('smyšlená pojišťovna');
    expect(text).not.toContain('**');
    expect(load).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[sections] the Markdown/HTML converter of rich text failed to load:',
      expect.any(TypeError),
    );
  });
});
