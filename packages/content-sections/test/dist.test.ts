import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Bundlers drop module directives (tsup #835); a Next.js host rejects `"use client"` on a barrel
 * that also exports plain functions. So: the built index and every non-component module carry no
 * directive, every module that uses the browser (hooks, context, handlers) carries it.
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const files = existsSync(dist)
  ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  : [];
const source = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const usesClient = (file: string) => source(file).startsWith('"use client";');

describe.skipIf(!existsSync(dist))('built output', () => {
  it('keeps "use client" off the entry points, which export plain functions', () => {
    for (const entry of [
      'index.js',
      'islands.js',
      'analytics/clickTracking.js',
      'Iframe/frameHeight.js',
      'registry/registry.js',
    ]) {
      expect(usesClient(entry), entry).toBe(false);
    }
  });

  it('marks every component module that reads React context or state as a client module', () => {
    // A hook on its own (messages.js) needs no directive: only the components that call it run in the browser.
    const isComponentModule = (file: string) => source(file).includes('"react/jsx-runtime"');
    const readsContextOrState = (file: string) =>
      /\buse(Site|State|Effect|Context|BlockMessages|Locale|Ref)\(|class \w+ extends/.test(source(file));
    const clientOnly = files.filter((file) => isComponentModule(file) && readsContextOrState(file));
    expect(clientOnly.length).toBeGreaterThan(0);
    for (const file of clientOnly) expect(usesClient(file), file).toBe(true);
  });

  it('keeps the static blocks server components (no directive)', () => {
    for (const file of [
      'Hero/Hero.js',
      'RichText/RichText.js',
      'PhoneBox/PhoneBox.js',
      'SignpostBanners/SignpostBanners.js',
      'SuperBanner/SuperBanner.js',
      'CardList/CardList.js',
      'Timeline/Timeline.js',
      'CompanyDetails/CompanyDetails.js',
      'ClaimsLink/ClaimsLink.js',
      'Documents/Documents.js',
      // Islands whose only client code is a leaf (video button, detail modal, photo zoom).
      'PeopleCards/PeopleCards.js',
      'NumberedList/NumberedList.js',
      'ItemList/ItemList.js',
      'PhotoModal/PhotoModal.js',
      // An island whose JSON-LD stays server markup; its interactive part is FaqBrowser.
      'FaqSection/FaqSection.js',
      'registry/Sections.js',
      'registry/SectionList.js',
    ]) {
      expect(usesClient(file), file).toBe(false);
    }
  });

  it('ships the CSS entry with its @source, and every relative import with its extension', () => {
    expect(readFileSync(path.join(dist, 'styles.css'), 'utf8')).toContain('@source "./";');
    for (const file of files) {
      for (const match of source(file).matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
        expect(match[1], file).toMatch(/\.js$/);
      }
    }
  });
});
