import {
  type AnyBlockDefinition,
  type BlockLoader,
  createLazyRegistry,
  defineBlock,
  SiteProvider,
} from '@insurance-web/ui';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import * as z from 'zod/mini';
import { demoSite } from '../../test/site';
import { heroFixtures } from '../Hero/fixtures';
import { heroBlock } from '../Hero/heroBlock';
import { phoneBoxFixtures } from '../PhoneBox/fixtures';
import { phoneBoxBlock } from '../PhoneBox/phoneBoxBlock';
import { richTextFixtures } from '../RichText/fixtures';
import { richTextBlock } from '../RichText/richTextBlock';
import { blockLoadFailedMessages } from './BlockLoadFailed';
import { LazySections } from './LazySections';

const throwingBlock = defineBlock({
  type: 'blocks.throws',
  label: 'Chybný blok',
  content: z.object({}),
  component: () => {
    throw new Error('the block broke');
  },
});

/** Loaders that record their calls; `held` ones wait until the test lets them go. */
function loaders(held: string[] = []) {
  const release = new Map<string, () => void>();
  const loader = (definition: AnyBlockDefinition): BlockLoader =>
    vi.fn(
      () =>
        new Promise<AnyBlockDefinition>((resolve) => {
          if (held.includes(definition.type)) release.set(definition.type, () => resolve(definition));
          else resolve(definition);
        }),
    );
  const map = {
    'blocks.hero': loader(heroBlock),
    'blocks.phone-box': loader(phoneBoxBlock),
    'blocks.rich-text': loader(richTextBlock),
    'blocks.throws': loader(throwingBlock),
  };
  return { map, release, registry: createLazyRegistry([map]) };
}

const renderPage = (
  sections: readonly unknown[],
  registry: ReturnType<typeof loaders>['registry'],
  preview = false,
) =>
  render(
    <SiteProvider config={demoSite}>
      <main>
        <LazySections sections={sections} registry={registry} preview={preview} path="/test" />
      </main>
    </SiteProvider>,
  );

describe('<LazySections> (a renderer in the browser)', () => {
  let log: MockInstance;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it('loads the definitions of only the types on the page, each once, and renders them in order', async () => {
    const { map, registry } = loaders();
    const screen = await renderPage(
      [heroFixtures.minimal, phoneBoxFixtures.full, heroFixtures.minimal],
      registry,
    );
    await expect.element(screen.getByRole('link', { name: '800 100 200' })).toBeVisible();
    expect(map['blocks.hero']).toHaveBeenCalledTimes(1);
    expect(map['blocks.phone-box']).toHaveBeenCalledTimes(1);
    expect(map['blocks.rich-text']).not.toHaveBeenCalled();
    expect(map['blocks.throws']).not.toHaveBeenCalled();
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text.indexOf('Kontakty')).toBeLessThan(text.indexOf('800 100 200'));
    expect(screen.getByRole('heading', { name: 'Kontakty' }).elements()).toHaveLength(2);
  });

  it('shows nothing until every block of the page has loaded, then all of them at once', async () => {
    const { release, registry } = loaders(['blocks.rich-text']);
    const screen = await renderPage([heroFixtures.minimal, richTextFixtures.markdown], registry);
    // The hero has loaded, the text has not: neither shows (no block jumps down when another arrives).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Kontakty' }).query()).toBeNull();
    release.get('blocks.rich-text')?.();
    await expect.element(screen.getByRole('heading', { name: 'Kontakty' })).toBeVisible();
    await expect.element(screen.getByText('smyšlená pojišťovna')).toBeVisible();
  });

  it('follows <Sections>’ rules: unknown type “Obsah nenalezen”, bad data left out and logged, a throwing block contained', async () => {
    const { registry } = loaders();
    const screen = await renderPage(
      [
        heroFixtures.minimal,
        { __component: 'blocks.does-not-exist', heading: 'Tohle se nevykreslí' },
        { __component: 'blocks.phone-box', heading: 'Blok s chybnými daty' },
        { __component: 'blocks.throws' },
        phoneBoxFixtures.full,
      ],
      registry,
    );
    await expect.element(screen.getByRole('link', { name: '800 100 200' })).toBeVisible();
    await expect.element(screen.getByText('Obsah nenalezen', { exact: true })).toBeVisible();
    expect(screen.getByText('Tohle se nevykreslí').query()).toBeNull();
    expect(screen.getByText('Blok s chybnými daty').query()).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('[sections] invalid data for blocks.phone-box (section 2) on /test: phone:'),
    );
    expect(log).toHaveBeenCalledWith(
      '[sections] blocks.throws (section 3) failed to render:',
      expect.objectContaining({ message: 'the block broke' }),
    );
  });

  it('shows editors the preview notice of a section left out for its data', async () => {
    const { registry } = loaders();
    const screen = await renderPage(
      [{ __component: 'blocks.phone-box', heading: 'Bez čísla' }],
      registry,
      true,
    );
    await expect
      .element(
        screen.getByRole('heading', { name: 'Blok „Telefon“ (blocks.phone-box) se na webu nezobrazí' }),
      )
      .toBeVisible();
  });

  it('says so in place of a block whose code did not download, and renders the rest of the page', async () => {
    const registry = createLazyRegistry([
      {
        'blocks.hero': async () => heroBlock,
        'blocks.phone-box': () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ]);
    const screen = await renderPage([heroFixtures.minimal, phoneBoxFixtures.full], registry);
    await expect.element(screen.getByRole('heading', { name: 'Kontakty' })).toBeVisible();
    await expect.element(screen.getByText(blockLoadFailedMessages.cs)).toBeVisible();
    expect(screen.getByRole('link', { name: '800 100 200' }).query()).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '[sections] the code of blocks.phone-box failed to load:',
      expect.any(TypeError),
    );
  });

  it('gives a section its anchor and loads the first sections’ images at once, as <Sections> does', async () => {
    const { registry } = loaders();
    const screen = await renderPage([{ ...heroFixtures.full, anchor: 'uvod' }], registry);
    await expect.element(screen.getByRole('heading', { name: heroFixtures.full.heading })).toBeVisible();
    expect(document.getElementById('uvod')?.textContent).toContain(heroFixtures.full.heading);
    expect(document.querySelector('main img')?.getAttribute('loading')).toBe('eager');
  });
});
