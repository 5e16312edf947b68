import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The plate box and the quote flow are islands: their browser code must not pull in a content
 * schema (zod, the HTML sanitiser). Followed through the built files' relative imports.
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

function importsOf(file: string, seen = new Set<string>()): { files: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const code = readFileSync(current, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const target = match[1] ?? '';
      if (target.startsWith('.')) visit(path.resolve(path.dirname(current), target));
      else packages.add(target);
    }
  };
  visit(file);
  return { files: seen, packages };
}

describe.skipIf(!existsSync(dist))('the plate islands’ built code', () => {
  it.each(['PlateQuoteBox/PlateQuoteBox.js', 'VehicleQuoteFlow/VehicleQuoteFlow.js'])(
    '%s imports no content schema',
    (entry) => {
      const { files, packages } = importsOf(path.join(dist, entry));
      expect([...packages].filter((name) => name.startsWith('zod') || name === 'sanitize-html')).toEqual([]);
      expect(
        [...files].map((file) => path.relative(dist, file)).filter((file) => /Content\.js$/.test(file)),
      ).toEqual([]);
    },
  );
});
