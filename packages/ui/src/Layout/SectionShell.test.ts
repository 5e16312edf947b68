import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { containerClass, sectionSpacingClass } from './layout.js';
import { SectionShell, type SectionShellProps } from './SectionShell.js';

const html = (props: SectionShellProps) =>
  renderToString(createElement(SectionShell, props, createElement('p', null, 'Obsah')));

/** The id the section names itself by, and the id its heading has. */
const labelling = (out: string) => ({
  labelledBy: out.match(/<section[^>]* aria-labelledby="([^"]+)"/)?.[1],
  headingId: out.match(/<h2 [^>]*id="([^"]+)"/)?.[1],
});

describe('SectionShell', () => {
  it('is named by its heading: aria-labelledby points at the h2, so it is a region with that name', () => {
    const out = html({ heading: 'Naše produkty', perex: 'Vyberte si pojištění.' });
    const { labelledBy, headingId } = labelling(out);
    expect(labelledBy).toBeTruthy();
    expect(labelledBy).toBe(headingId);
    expect(out).toMatch(
      /<h2 [^>]*data-section-heading=""[^>]*>Naše produkty<\/h2><p class="[^"]*text-ink-muted/,
    );
  });

  it('is no landmark when what it holds is the region named by its heading (a carousel)', () => {
    const out = html({ heading: 'Naši partneři', landmark: false });
    expect(out).toMatch(/<h2 [^>]*>Naši partneři<\/h2>/);
    expect(out).not.toContain('aria-labelledby');
  });

  it('gives two sections of one page two names', () => {
    const out = renderToString(
      createElement(
        'main',
        null,
        createElement(SectionShell, { heading: 'První' }),
        createElement(SectionShell, { heading: 'Druhá' }),
      ),
    );
    const ids = [...out.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it('without a heading has no heading and no dangling reference; a name given by the block is kept', () => {
    const bare = html({});
    expect(bare).not.toMatch(/<h[1-6]|aria-labelledby/);
    expect(bare).toContain('<p>Obsah</p>');
    expect(html({ 'aria-label': 'Kontakt' })).toMatch(/<section aria-label="Kontakt" class=/);
    expect(html({ 'aria-labelledby': 'vlastni-nadpis' })).toContain('aria-labelledby="vlastni-nadpis"');
    // An empty heading from the CMS is no heading.
    expect(html({ heading: '' })).not.toMatch(/<h2|aria-labelledby/);
  });

  it('has the section padding, the background by tone, the container and the reading column', () => {
    expect(html({})).toContain(
      `class="${sectionSpacingClass}"><div class="${containerClass}"><div class="flex flex-col gap-6">`,
    );
    expect(html({ tone: 'muted' })).toContain(`class="${sectionSpacingClass} bg-surface-muted"`);
    expect(html({ tone: 'soft', className: 'pt-0' })).toContain(
      `class="${sectionSpacingClass} bg-brand-soft pt-0"`,
    );
    expect(html({ width: 'text', gap: 'compact' })).toContain(
      `<div class="${containerClass}"><div class="flex flex-col gap-4 max-w-reading">`,
    );
  });

  it('centres heading and perex when asked', () => {
    const out = html({ heading: 'Partneři', perex: 'S kým spolupracujeme.', align: 'center' });
    expect(out).toMatch(/<h2 [^>]*class="[^"]*text-center"[^>]*>Partneři<\/h2>/);
    expect(out).toMatch(/<p class="[^"]*mx-auto text-center">S kým spolupracujeme\.<\/p>/);
  });

  it('aside: heading and perex in the first third, the content in a card in the other two, still named', () => {
    const out = html({ heading: 'Napište nám', perex: 'Ozveme se do druhého dne.', layout: 'aside' });
    expect(out).toContain(
      `<div class="${containerClass} grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] desktop:gap-12"><div class="flex flex-col gap-3"><h2`,
    );
    expect(out).toContain(
      '<div class="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-8"><p>Obsah</p></div>',
    );
    const { labelledBy, headingId } = labelling(out);
    expect(labelledBy).toBe(headingId);
  });

  it('passes the heading a ref and tabIndex, and the section its own attributes', () => {
    const ref = createRef<HTMLHeadingElement>();
    const out = html({ heading: 'Kariéra', headingProps: { ref, tabIndex: -1 }, id: 'kotva', title: 'x' });
    expect(out).toMatch(/<h2 [^>]*tabindex="-1"/);
    expect(out).toMatch(/<section id="kotva" title="x" aria-labelledby=/);
  });

  it('uses only hooks React allows in a server component (react-server), so static blocks need no client code', () => {
    const require = createRequire(import.meta.url);
    const serverReact = require(
      join(dirname(require.resolve('react/package.json')), 'cjs/react.react-server.production.js'),
    );
    const source = readFileSync(new URL('./SectionShell.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^['"]use client['"]/);
    const runtime = source.match(/^import \{([^}]*)\} from 'react';/m)?.[1] ?? '';
    const names = runtime
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    expect(names).toContain('useId');
    for (const name of names) expect(serverReact).toHaveProperty(name);
  });
});
