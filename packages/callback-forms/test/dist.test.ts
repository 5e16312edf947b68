import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Bundlers drop module directives (tsup #835): prove the built components still say `"use client"`. */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const clientModules = ['index.js', 'CallbackModal/CallbackModal.js', 'CallbackModal/CallbackButton.js'];

describe.skipIf(!existsSync(dist))('built output', () => {
  it.each(clientModules)('%s starts with "use client"', (file) => {
    const code = readFileSync(`${dist}${file}`, 'utf8');
    expect(code.startsWith('"use client";')).toBe(true);
  });
});

describe('CallbackButton in dist', () => {
  it('loads the modal with a dynamic import only, so a page ships the button without the form', () => {
    const built = readFileSync(`${dist}CallbackModal/CallbackButton.js`, 'utf8');
    expect(built).toContain('import("./CallbackModal.js")');
    expect(built).not.toMatch(/^import [^;]*from "\.\/CallbackModal\.js"/m);
  });
});
