import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as z from 'zod/mini';
import { type BlockLoaders, createLazyRegistry, loadSectionBlocks } from './blockLoaders';
import { defineBlock } from './defineBlock';

const block = (type: string) =>
  defineBlock({ type, label: type, content: z.object({}), component: () => null });
const hero = block('blocks.hero');
const text = block('blocks.rich-text');
const form = block('forms.call-me');

describe('createLazyRegistry', () => {
  it('joins every package’s loaders into one map by type', () => {
    const registry = createLazyRegistry([
      { 'blocks.hero': async () => hero },
      { 'forms.call-me': async () => form },
    ]);
    expect([...registry.keys()]).toEqual(['blocks.hero', 'forms.call-me']);
  });

  it('refuses two packages claiming one type, as createRegistry does', () => {
    expect(() =>
      createLazyRegistry([{ 'blocks.hero': async () => hero }, { 'blocks.hero': async () => hero }]),
    ).toThrow('two blocks are registered as "blocks.hero"');
  });

  it('replaces a type’s loader with the host’s, and only a type it has', async () => {
    const own = block('blocks.hero');
    const registry = createLazyRegistry([{ 'blocks.hero': async () => hero }], {
      replace: { 'blocks.hero': async () => own },
    });
    expect(await registry.get('blocks.hero')?.()).toBe(own);
    expect(() => createLazyRegistry([], { replace: { 'blocks.hero': async () => own } })).toThrow(
      'nothing to replace for "blocks.hero"',
    );
  });
});

describe('loadSectionBlocks', () => {
  let log: MockInstance;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  function spied(loaders: BlockLoaders) {
    const spies = Object.fromEntries(Object.entries(loaders).map(([type, load]) => [type, vi.fn(load)]));
    return { spies, registry: createLazyRegistry([spies]) };
  }

  it('loads only the types the page names, each once, all at the same time', async () => {
    const resolvers: (() => void)[] = [];
    const waiting = (definition: typeof hero) => () =>
      new Promise<typeof hero>((resolve) => resolvers.push(() => resolve(definition)));
    const { spies, registry } = spied({
      'blocks.hero': waiting(hero),
      'blocks.rich-text': waiting(text),
      'forms.call-me': async () => form,
    });
    const page = [
      { __component: 'blocks.hero' },
      { __component: 'blocks.rich-text' },
      { __component: 'blocks.hero' },
      { __component: 'blocks.unknown' },
      null,
    ];
    const loading = loadSectionBlocks(registry, page);
    // Both started before either finished: in parallel.
    await Promise.resolve();
    expect(resolvers).toHaveLength(2);
    for (const resolve of resolvers) resolve();
    const loaded = await loading;
    expect(spies['blocks.hero']).toHaveBeenCalledTimes(1);
    expect(spies['blocks.rich-text']).toHaveBeenCalledTimes(1);
    expect(spies['forms.call-me']).not.toHaveBeenCalled();
    expect([...loaded.registry.keys()].sort()).toEqual(['blocks.hero', 'blocks.rich-text']);
    expect(loaded.registry.get('blocks.hero')).toBe(hero);
    expect(loaded.failed.size).toBe(0);
  });

  it('gives the same promise for the same registry and types (React’s use() needs it), another for other types', async () => {
    const { spies, registry } = spied({
      'blocks.hero': async () => hero,
      'blocks.rich-text': async () => text,
    });
    const first = loadSectionBlocks(registry, [{ __component: 'blocks.hero' }]);
    expect(loadSectionBlocks(registry, [{ __component: 'blocks.hero', heading: 'Jiný' }])).toBe(first);
    const other = loadSectionBlocks(registry, [{ __component: 'blocks.rich-text' }]);
    expect(other).not.toBe(first);
    await Promise.all([first, other]);
    expect(spies['blocks.hero']).toHaveBeenCalledTimes(1);
  });

  it('lists a loader that fails (a chunk that did not download) and logs it; the other blocks load', async () => {
    const { registry } = spied({
      'blocks.hero': async () => hero,
      'blocks.rich-text': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    const loaded = await loadSectionBlocks(registry, [
      { __component: 'blocks.hero' },
      { __component: 'blocks.rich-text' },
    ]);
    expect([...loaded.registry.keys()]).toEqual(['blocks.hero']);
    expect(loaded.failed.get('blocks.rich-text')).toBeInstanceOf(TypeError);
    expect(log).toHaveBeenCalledWith(
      '[sections] the code of blocks.rich-text failed to load:',
      expect.any(TypeError),
    );
  });

  it('counts a loader that loads another type’s block as failed, not as that block', async () => {
    const { registry } = spied({ 'blocks.hero': async () => text });
    const loaded = await loadSectionBlocks(registry, [{ __component: 'blocks.hero' }]);
    expect(loaded.registry.size).toBe(0);
    expect(String(loaded.failed.get('blocks.hero'))).toContain(
      'the loader of "blocks.hero" loaded "blocks.rich-text"',
    );
  });

  it('loads nothing for a page without a known type', async () => {
    const { spies, registry } = spied({ 'blocks.hero': async () => hero });
    const loaded = await loadSectionBlocks(registry, []);
    expect(loaded.registry.size).toBe(0);
    expect(spies['blocks.hero']).not.toHaveBeenCalled();
  });
});
