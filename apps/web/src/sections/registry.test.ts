import { contentSectionBlocks, resolveSection } from '@insurance-web/content-sections';
import { describe, expect, it } from 'vitest';
import { HeroWithCallback } from '../islands/HeroWithCallback';
import { islandLoaders } from './islands';
import { registry } from './registry';

describe('the host’s section registry', () => {
  it('holds every block content-sections exports', () => {
    for (const block of contentSectionBlocks) expect(registry.has(block.type), block.type).toBe(true);
  });

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

  it('has a browser loader for every block that can be an island, and only for registered blocks', () => {
    for (const type of Object.keys(islandLoaders)) expect(registry.has(type), type).toBe(true);
    expect(Object.keys(islandLoaders)).toContain('blocks.hero');
  });

  it('knows no test block unless the end-to-end tests ask for one', () => {
    expect(registry.has('test.throws')).toBe(false);
  });
});
