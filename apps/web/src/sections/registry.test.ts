import { resolveSection } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { HeroWithCallback } from '../islands/HeroWithCallback';
import { VehicleQuoteFlowWithCallback } from '../islands/VehicleQuoteFlowWithCallback';
import { islandLoaders } from './islands';
import { registry } from './registry';

describe('the host’s section registry', () => {
  // That every package's blocks are here, with a browser loader where they can be islands, is
  // blockLists.test.ts's check, for every list that names a block.
  it('gives the hero the Zavolejte mi action: an island unless the editor turned it off', () => {
    expect(registry.get('blocks.hero')?.component).toBe(HeroWithCallback);
    expect(resolveSection(registry, { __component: 'blocks.hero', heading: 'Ahoj' })).toMatchObject({
      status: 'ok',
      island: true,
      props: { heading: 'Ahoj', callbackButton: true },
    });
    expect(
      resolveSection(registry, { __component: 'blocks.hero', heading: 'Kontakty', callbackButton: false }),
    ).toMatchObject({ status: 'ok', island: false });
  });

  it('gives the quote flow the Zavolejte mi action in its calculator slot, in the browser too', async () => {
    expect(registry.get('blocks.vehicle-quote-flow')?.component).toBe(VehicleQuoteFlowWithCallback);
    expect(resolveSection(registry, { __component: 'blocks.vehicle-quote-flow' })).toMatchObject({
      status: 'ok',
      island: true,
      props: { calculator: 'vehicle' },
    });
    expect(await islandLoaders['blocks.vehicle-quote-flow']?.()).toBe(VehicleQuoteFlowWithCallback);
  });

  it('has a browser loader for every block that can be an island, and only for registered blocks', () => {
    for (const type of Object.keys(islandLoaders)) expect(registry.has(type), type).toBe(true);
    expect(Object.keys(islandLoaders)).toContain('blocks.hero');
  });

  it('knows no test block unless the end-to-end tests ask for one', () => {
    expect(registry.has('test.throws')).toBe(false);
  });
});

describe('the demo site’s content', () => {
  // The page that proves failures are contained holds bad sections on purpose.
  const FIXTURE_PAGES = new Set(['/neznamy-blok']);

  async function shippedSections() {
    const { contentSource } = await import('../content/source');
    const source = contentSource();
    const pages = await Promise.all(
      (await source.listPaths()).map(async (path) => ({ path, page: await source.getPage(path) })),
    );
    return pages.flatMap(({ path, page }) =>
      (page?.sections ?? []).map((section, index) => ({ path, index, section })),
    );
  }

  it('passes every block’s content schema on every demo page', async () => {
    const failures = (await shippedSections())
      .filter(({ path }) => !FIXTURE_PAGES.has(path))
      .map(({ path, index, section }) => ({ path, index, result: resolveSection(registry, section) }))
      .filter(({ result }) => result.status !== 'ok')
      .map(({ path, index, result }) => `${path} #${index}: ${JSON.stringify(result)}`);
    expect(failures).toEqual([]);
  });

  it('shows every registered block type on at least one demo page', async () => {
    const used = new Set((await shippedSections()).map(({ section }) => section.__component));
    const unused = [...registry.keys()].filter((type) => !used.has(type) && !type.startsWith('test.'));
    expect(unused).toEqual([]);
  });
});
