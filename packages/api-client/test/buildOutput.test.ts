import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Reads the built package (run `pnpm build` first), as a host or the sandbox server would load it. */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

/** Every module the main entry reaches through relative imports. */
async function reachable(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = await readFile(entry, 'utf8');
  for (const [, specifier] of text.matchAll(/from\s*["']([^"']+)["']/g)) {
    if (specifier?.startsWith('.')) await reachable(path.resolve(path.dirname(entry), specifier), seen);
    else seen.add(`bare:${specifier}`);
  }
  return seen;
}

describe('built output of @insurance-web/api-client', () => {
  it('keeps zod out of the main entry, and in the schemas entry', async () => {
    const main = [...(await reachable(path.join(dist, 'index.js')))];
    expect(main.filter((file) => file.startsWith('bare:'))).toEqual([]);
    expect(main.some((file) => file.includes(`${path.sep}schemas${path.sep}`))).toBe(false);
    const schemas = [...(await reachable(path.join(dist, 'schemas/index.js')))];
    expect(schemas).toContain('bare:zod/mini');
    const declarations = (await readdir(dist, { recursive: true })).filter(
      (file) => file.endsWith('.d.ts') && !file.startsWith(`schemas${path.sep}`),
    );
    expect(declarations.length).toBeGreaterThan(10);
    for (const file of declarations) {
      const text = await readFile(path.join(dist, file), 'utf8');
      expect(text, file).not.toMatch(/['"]zod/);
      // The form values' types are @insurance-web/validation's (a dependency, for types only).
      for (const [, specifier] of text.matchAll(/from\s*["']([^."'][^"']*)["']/g)) {
        expect(specifier, file).toBe('@insurance-web/validation');
      }
    }
  });

  it('imports its own modules with extensions, and ships declarations for both entries', async () => {
    const files = await readdir(dist, { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const text = await readFile(path.join(dist, file), 'utf8');
      for (const [, specifier] of text.matchAll(/from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/\.js$/);
      }
    }
    expect(files).toContain('index.d.ts');
    expect(files).toContain(path.join('schemas', 'index.d.ts'));
  });

  it('loads in Node.js without a bundler', async () => {
    const main = await import(path.join(dist, 'index.js'));
    expect(typeof main.sendCascoPhoneOffer).toBe('function');
    const schemas = await import(path.join(dist, 'schemas/index.js'));
    expect(schemas.cascoPhonePayloadSchema.safeParse({}).success).toBe(false);
  });
});
