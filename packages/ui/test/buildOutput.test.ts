import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Reads the built package, as a Next.js host of another brand would: every module whose source
 * starts with "use client" must start with it in `dist` too (bundlers drop the directive when they
 * merge modules: tsup #835, rollup #4699), and no other module may carry it.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const directive = /^['"]use client['"];?/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('built output of @insurance-web/ui', () => {
  it('keeps "use client" exactly where the sources have it', async () => {
    const sources = await sourceFiles(path.join(root, 'src'));
    let clientModules = 0;
    for (const source of sources) {
      const built = path
        .join(root, 'dist', path.relative(path.join(root, 'src'), source))
        .replace(/\.tsx?$/, '.js');
      const [sourceText, builtText] = await Promise.all([readFile(source, 'utf8'), readFile(built, 'utf8')]);
      const isClient = directive.test(sourceText.trimStart());
      if (isClient) clientModules += 1;
      expect(directive.test(builtText.trimStart()), path.relative(root, built)).toBe(isClient);
    }
    expect(clientModules).toBeGreaterThan(10);
  });

  it('keeps "use client" off the index, which also exports plain functions (buttonClassName…)', async () => {
    // Comments may come before a directive: look at the first statement after them.
    const firstStatement = (code: string) => code.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '');
    for (const file of ['src/index.ts', 'dist/index.js']) {
      const code = await readFile(path.join(root, file), 'utf8');
      expect(directive.test(firstStatement(code)), file).toBe(false);
    }
  });

  it('ships the design tokens with their @source, and declarations beside the code', async () => {
    const theme = await readFile(path.join(root, 'dist/theme.css'), 'utf8');
    expect(theme).toContain('@source "./"');
    expect(theme).toContain('--breakpoint-desktop: 64rem');
    const index = await readFile(path.join(root, 'dist/index.d.ts'), 'utf8');
    expect(index).toContain('SiteProvider');
  });

  it('shows a lazy dialog’s loading state without a dialog library: LazyDialog, LazyDialogButton and LoadingDialog import no Radix', async () => {
    for (const module of [
      'LazyDialog/LazyDialog.js',
      'LazyDialog/LazyDialogButton.js',
      'LazyDialog/LoadingDialog.js',
    ]) {
      const built = await readFile(path.join(root, 'dist', module), 'utf8');
      const imports = [...built.matchAll(/^import [^;]*from "([^"]+)"/gm)].map((match) => match[1]);
      expect(imports.length, module).toBeGreaterThan(0);
      expect(
        imports.filter((specifier) => /radix|Modal/.test(specifier ?? '')),
        module,
      ).toEqual([]);
    }
  });

  it('imports its own modules with extensions, so Node.js can load it without a bundler', async () => {
    const entries = await readdir(path.join(root, 'dist'), { recursive: true });
    for (const file of entries.filter((name) => name.endsWith('.js'))) {
      const text = await readFile(path.join(root, 'dist', file), 'utf8');
      for (const [, specifier] of text.matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/\.js$/);
      }
    }
  });
});
