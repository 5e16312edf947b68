import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * DESIGN.md: validation depends on zod only, never React. And on `zod/mini` only: one import of
 * classic `zod` would add about 9 kB gzip to every form (the size budgets assume mini).
 */
describe('what the published code imports', () => {
  it.each(sources(src).map((file) => [path.relative(src, file), file]))(
    '%s imports only zod/mini and its siblings',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1] ?? '');
      for (const specifier of specifiers) {
        expect(specifier === 'zod/mini' || /^\.\.?\/.+\.js$/.test(specifier), specifier).toBe(true);
      }
    },
  );
});
