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
import { LazySections } from './LazySections';

// The converter of string rich text (Markdown, HTML) is downloaded only for a page that has one. The
// order of these tests matters: the converter, once loaded, stays for the rest of the file.
const registry = () =>
  createLazyRegistry([
    {
      'blocks.hero': async (): Promise<AnyBlockDefinition> => heroBlock,
      'blocks.rich-text': async (): Promise<AnyBlockDefinition> => richTextBlock,
    },
  ]);

const renderPage = (sections: readonly unknown[]) =>
  render(
    <SiteProvider config={demoSite}>
      <main>
        <LazySections sections={sections} registry={registry()} path="/test" />
      </main>
    </SiteProvider>,
  );

// The package's test setup registers the converter, as the host does; these tests start without it.
registerStringConverter(null);

describe('<LazySections> and the converter of string rich text', () => {
  let load: MockInstance<typeof stringConverterChunk.load>;
  beforeEach(() => {
    load = vi.spyOn(stringConverterChunk, 'load');
  });
  afterEach(() => load.mockRestore());

  it('a page whose rich text is Blocks JSON only does not download the converter', async () => {
    expect(hasStringConverter()).toBe(false);
    const screen = await renderPage([heroFixtures.minimal, richTextFixtures.blocks]);
    await expect.element(screen.getByRole('heading', { name: 'Co budete potřebovat' })).toBeVisible();
    await expect.element(screen.getByText('online za pár minut')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(hasStringConverter()).toBe(false);
  });

  it('a page with a Markdown field downloads it once, then renders the converted text', async () => {
    const screen = await renderPage([
      heroFixtures.minimal,
      richTextFixtures.markdown,
      richTextFixtures.html,
      richTextFixtures.blocks,
    ]);
    await expect.element(screen.getByText('smyšlená pojišťovna')).toBeVisible();
    // Markdown made rich text, never shown as it came.
    expect(document.querySelector('main strong')?.textContent).toBe('smyšlená pojišťovna');
    expect(document.querySelector('main')?.textContent).not.toContain('**');
    await expect.element(screen.getByRole('link', { name: 'stránce o nás' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Otevřít mapu' })).toBeVisible();
    await expect.element(screen.getByText('online za pár minut')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasStringConverter()).toBe(true);
  });
});
