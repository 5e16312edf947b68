import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contentSectionBlocks } from '../blocks';
import { text } from '../content/fields';
import { heroFixtures } from '../Hero/fixtures';
import { defineBlock } from './defineBlock';
import {
  contentProps,
  createRegistry,
  describeInvalidSection,
  resolveSection,
  sectionsAboveTheFold,
} from './registry';

const quote = defineBlock({
  type: 'blocks.quote',
  label: 'Citát',
  content: z.object({ text: text(), author: text() }),
  component: () => null,
  island: (props) => props.author.length > 3,
});

describe('createRegistry', () => {
  it('refuses two blocks of one type, and a replacement for a type nobody registered', () => {
    expect(() => createRegistry([quote, quote])).toThrow('two blocks are registered as "blocks.quote"');
    expect(() => createRegistry([], { replace: [quote] })).toThrow('nothing to replace');
  });

  it('lets a host replace a block explicitly', () => {
    const hostQuote = { ...quote, label: 'Citát hostitele' };
    expect(createRegistry([quote], { replace: [hostQuote] }).get('blocks.quote')?.label).toBe(
      'Citát hostitele',
    );
  });
});

describe('resolveSection', () => {
  const registry = createRegistry([quote]);

  it('gives props and the island flag for valid data', () => {
    expect(
      resolveSection(registry, { __component: 'blocks.quote', text: ' Ahoj ', author: 'Jana' }),
    ).toMatchObject({
      status: 'ok',
      props: { text: 'Ahoj', author: 'Jana' },
      island: true,
      hydrateOnLoad: false,
      tracksClicks: false,
    });
  });

  it('tells the host which islands hydrate as the page loads rather than when scrolled to', () => {
    const urgent = createRegistry([{ ...quote, hydrateOnLoad: true }]);
    expect(
      resolveSection(urgent, { __component: 'blocks.quote', text: 'Ahoj', author: 'Jana' }),
    ).toMatchObject({
      status: 'ok',
      hydrateOnLoad: true,
    });
  });

  it('marks an unknown type, or a section without one, as unknown', () => {
    expect(resolveSection(registry, { __component: 'blocks.nope' })).toEqual({
      status: 'unknown',
      type: 'blocks.nope',
    });
    expect(resolveSection(registry, 42)).toEqual({ status: 'unknown', type: '' });
  });

  it('reports invalid data field by field, in Czech, for editors', () => {
    const result = resolveSection(registry, { __component: 'blocks.quote', text: '', author: 7 });
    expect(result).toMatchObject({ status: 'invalid', type: 'blocks.quote', label: 'Citát' });
    if (result.status !== 'invalid') return;
    expect(result.issues).toEqual([
      { path: 'text', message: 'Povinné pole je prázdné.' },
      { path: 'author', message: 'Neplatný vstup: očekáváno řetězec, obdrženo číslo' },
    ]);
    expect(describeInvalidSection(result, { index: 2, path: '/o-nas' })).toBe(
      '[sections] invalid data for blocks.quote (section 2) on /o-nas: text: Povinné pole je prázdné.; author: Neplatný vstup: očekáváno řetězec, obdrženo číslo',
    );
  });

  it('turns a schema that throws into that section’s failure', () => {
    const throwing = defineBlock({
      ...quote,
      content: z.pipe(
        z.unknown(),
        z.transform(() => {
          throw new Error('bug in a transform');
        }),
      ) as never,
    });
    expect(resolveSection(createRegistry([throwing]), { __component: 'blocks.quote' })).toMatchObject({
      status: 'invalid',
      issues: [{ path: '', message: 'bug in a transform' }],
    });
  });

  it('contentProps gives props, or fails naming the fields', () => {
    expect(contentProps(quote, { __component: 'blocks.quote', text: 'a', author: 'b' })).toEqual({
      text: 'a',
      author: 'b',
    });
    expect(() => contentProps(quote, { __component: 'blocks.quote' })).toThrow(/invalid text: .*author/);
  });

  it('takes a well-formed anchor for the section’s id, and ignores any other', () => {
    const valid = { __component: 'blocks.quote', text: 'a', author: 'b' };
    expect(resolveSection(registry, { ...valid, anchor: 'nase-produkty' })).toMatchObject({
      anchor: 'nase-produkty',
    });
    for (const anchor of ['Naše', '"><script>', '1abc', '', 42]) {
      expect(resolveSection(registry, { ...valid, anchor })).not.toHaveProperty('anchor');
    }
  });
});

describe('sectionsAboveTheFold', () => {
  const blocks = createRegistry(contentSectionBlocks);
  const resolve = (...sections: unknown[]) => sections.map((section) => resolveSection(blocks, section));

  it('is the first section alone when it shows the main picture (a hero with its image)', () => {
    const page = resolve(heroFixtures.full, heroFixtures.minimal);
    expect(page[0]).toMatchObject({ status: 'ok', mainImage: true });
    expect(sectionsAboveTheFold(page)).toBe(1);
  });

  it('is the first two otherwise: a hero without an image, an unknown or broken first section, none', () => {
    expect(sectionsAboveTheFold(resolve(heroFixtures.minimal, heroFixtures.full))).toBe(2);
    expect(sectionsAboveTheFold(resolve({ __component: 'blocks.unknown' }, heroFixtures.full))).toBe(2);
    expect(
      sectionsAboveTheFold(resolve({ __component: 'blocks.hero', perex: 'Bez nadpisu' }, heroFixtures.full)),
    ).toBe(2);
    expect(sectionsAboveTheFold([])).toBe(2);
  });
});
