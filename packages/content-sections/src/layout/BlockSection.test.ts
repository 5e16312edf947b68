import { containerClass, sectionSpacingClass } from '@insurance-web/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inSite } from '../../test/blockContract';
import { BlockSection, type BlockSectionProps } from './BlockSection';

const html = (props: BlockSectionProps) =>
  renderToString(inSite(createElement(BlockSection, props, createElement('p', null, 'Obsah'))));

describe('BlockSection', () => {
  it('renders the heading as the block’s section heading, with the perex under it', () => {
    const out = html({ heading: 'Naše produkty', perex: 'Vyberte si pojištění.' });
    expect(out).toMatch(
      /<h2 data-section-heading="" class="[^"]*text-2xl[^"]*"[^>]*>Naše produkty<\/h2><p class="[^"]*text-ink-muted/,
    );
    expect(out.match(/<h[1-6]/g)).toHaveLength(1);
  });

  it('is a region named by its heading (ui’s SectionShell), and no region without one', () => {
    const out = html({ heading: 'Naše produkty' });
    const labelledBy = out.match(/<section aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(out).toMatch(
      new RegExp(`<h2 data-section-heading="" class="[^"]*" id="${labelledBy}">Naše produkty</h2>`),
    );
    expect(html({})).not.toContain('aria-labelledby');
  });

  it('keeps an editor’s short compounds whole in the perex (a non-breaking hyphen)', () => {
    expect(html({ heading: 'Kontakt', perex: 'Napište nám e-mail.' })).toContain('Napište nám e\u2011mail.');
  });

  it('renders no heading element without a heading', () => {
    const out = html({});
    expect(out).not.toMatch(/<h[1-6]/);
    expect(out).toContain('<p>Obsah</p>');
  });

  it('sits in ui’s content container; a reading column starts at its left edge instead of being centred', () => {
    expect(html({})).toContain(`<div class="${containerClass}"><div class="flex flex-col gap-6">`);
    const text = html({ width: 'text' });
    expect(text).toContain(`<div class="${containerClass}"><div class="flex flex-col gap-6 max-w-reading">`);
    expect(text).not.toMatch(/max-w-reading[^"]*mx-auto|mx-auto[^"]*max-w-reading/);
  });

  it('has ui’s section padding, sets the background by tone and centres the heading when asked', () => {
    expect(html({})).toContain(`<section class="${sectionSpacingClass}">`);
    expect(html({ tone: 'muted' })).toContain(`class="${sectionSpacingClass} bg-surface-muted">`);
    expect(html({ tone: 'soft', className: 'border-y' })).toContain(
      `class="${sectionSpacingClass} bg-brand-soft border-y">`,
    );
    expect(html({ heading: 'Partneři', align: 'center' })).toMatch(
      /<h2 data-section-heading="" class="[^"]*text-center"[^>]*>Partneři<\/h2>/,
    );
  });
});
