import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inSite } from '../../test/blockContract';
import { BlockSection, type BlockSectionProps } from './BlockSection';

const html = (props: BlockSectionProps) =>
  renderToString(inSite(createElement(BlockSection, props, createElement('p', null, 'Obsah'))));

describe('BlockSection', () => {
  it('renders the heading as the block h2, with the perex under it', () => {
    const out = html({ heading: 'Naše produkty', perex: 'Vyberte si pojištění.' });
    expect(out).toMatch(/<h2 class="[^"]*text-2xl[^"]*">Naše produkty<\/h2><p class="[^"]*text-ink-muted/);
    expect(out.match(/<h[1-6]/g)).toHaveLength(1);
  });

  it('renders no heading element without a heading', () => {
    const out = html({});
    expect(out).not.toMatch(/<h[1-6]/);
    expect(out).toContain('<p>Obsah</p>');
  });

  it('is as wide as the site header by default, or a reading column', () => {
    expect(html({})).toContain('class="mx-auto flex flex-col gap-6 px-4 max-w-6xl"');
    expect(html({ width: 'text' })).toContain('class="mx-auto flex flex-col gap-6 px-4 max-w-3xl"');
  });

  it('sets the background by tone and centres the heading when asked', () => {
    expect(html({})).toMatch(/<section class="py-10">/);
    expect(html({ tone: 'muted' })).toMatch(/<section class="py-10 bg-surface-muted">/);
    expect(html({ tone: 'soft', className: 'border-y' })).toMatch(
      /<section class="py-10 bg-brand-soft border-y">/,
    );
    expect(html({ heading: 'Partneři', align: 'center' })).toMatch(
      /<h2 class="[^"]*text-center">Partneři<\/h2>/,
    );
  });
});
