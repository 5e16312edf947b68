import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { branchBlockLoaders, branchBlocks } from '@insurance-web/branch-map';
import { branchIslands } from '@insurance-web/branch-map/islands';
import { callbackFormBlockLoaders, callbackFormBlocks } from '@insurance-web/callback-forms';
import { callbackFormIslands } from '@insurance-web/callback-forms/islands';
import { careersBlockLoaders, careersBlocks } from '@insurance-web/careers';
import { careersIslands } from '@insurance-web/careers/islands';
import { cascoDialogBlockLoaders, cascoDialogBlocks } from '@insurance-web/casco-dialog';
import { cascoDialogIslands } from '@insurance-web/casco-dialog/islands';
import { contentSectionBlockLoaders, contentSectionBlocks } from '@insurance-web/content-sections';
import { contentSectionIslands, type IslandLoaders } from '@insurance-web/content-sections/islands';
import type { AnyBlockDefinition, BlockLoaders } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from './islands';
import { registry } from './registry';

/**
 * A block is declared once, in its package's `blocks.ts`; every other list that names blocks is
 * checked against those arrays here, so a block missing from any of them fails one test that says
 * which list (issue 25; CONTRIBUTING.md, "Adding a block"). Lists checked elsewhere, and why there:
 * the Strapi components, the page's dynamic zone and the populate spec are what
 * `apps/cms/scripts/generate-components.mjs` writes from these arrays (apps/cms/test/components);
 * every block on a demo page is `registry.test.ts`'s.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

interface BlockPackage {
  blocks: readonly AnyBlockDefinition[];
  islands: IslandLoaders;
  /** The lazy renderer's loaders (`blockLoaders.ts`, issue 25 point 8). */
  loaders: BlockLoaders;
}

const packages: Record<string, BlockPackage> = {
  'content-sections': {
    blocks: contentSectionBlocks,
    islands: contentSectionIslands,
    loaders: contentSectionBlockLoaders,
  },
  'callback-forms': {
    blocks: callbackFormBlocks,
    islands: callbackFormIslands,
    loaders: callbackFormBlockLoaders,
  },
  'casco-dialog': {
    blocks: cascoDialogBlocks,
    islands: cascoDialogIslands,
    loaders: cascoDialogBlockLoaders,
  },
  careers: { blocks: careersBlocks, islands: careersIslands, loaders: careersBlockLoaders },
  'branch-map': { blocks: branchBlocks, islands: branchIslands, loaders: branchBlockLoaders },
};

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every source file of a package below `src/`, with its path from the repository's root. */
function sources(pkg: string): { file: string; text: string }[] {
  const dir = path.join(root, 'packages', pkg, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * The names exported by the file of a package's sources that defines the block: its `defineBlock`
 * names the type, or (where the type is a shared constant) the component.
 */
function definitionNames(files: { file: string; text: string }[], type: string, component: string): string[] {
  return files
    .filter(
      ({ file, text }) =>
        !/\.(test|stories)\.tsx?$/.test(file) &&
        text.includes('defineBlock(') &&
        (text.includes(`type: '${type}'`) || text.includes(`component: ${component},`)),
    )
    .flatMap(({ text }) => [...text.matchAll(/export const (\w+)/g)].map((match) => match[1] ?? ''));
}

const componentName = (block: AnyBlockDefinition) => (block.component as { name?: string }).name ?? '';

for (const [pkg, { blocks, islands, loaders }] of Object.entries(packages)) {
  describe(`@insurance-web/${pkg}: every block of blocks.ts is in every list`, () => {
    const files = sources(pkg);
    const readme = read(`packages/${pkg}/README.md`);
    const sizeLimitFile = ['.size-limit.json', '.size-limit.js']
      .map((name) => `packages/${pkg}/${name}`)
      .find((file) => existsSync(path.join(root, file)));
    const contractTests = files.filter(
      ({ file, text }) => /\.test\.tsx?$/.test(file) && text.includes('describeBlockContract('),
    );

    it.each(blocks.map((block) => [block.type, block] as const))('%s', async (type, block) => {
      const sizeLimit: { name: string; import?: string }[] = sizeLimitFile
        ? sizeLimitFile.endsWith('.js')
          ? (await import(path.join(root, sizeLimitFile))).default
          : JSON.parse(read(sizeLimitFile))
        : [];
      // The host's registry renders it, and an island has its browser loader, in the package and the host.
      expect(registry.has(type), 'the host’s registry (apps/web/src/sections/registry.ts)').toBe(true);
      if (block.island) {
        expect(islands[type], `the package's islands.ts`).toBeTypeOf('function');
        expect(islandLoaders[type], 'the host’s islands (apps/web/src/sections/islands.ts)').toBeTypeOf(
          'function',
        );
      }
      // The lazy renderer (`<LazySections>`) loads this very definition by its type.
      expect(await loaders[type]?.(), `the package's blockLoaders.ts`).toBe(block);
      // The editors' side: its Strapi component and the host's populate spec.
      const [category, name] = type.split('.');
      expect(existsSync(path.join(root, `apps/cms/src/components/${category}/${name}.json`)), 'Strapi').toBe(
        true,
      );
      expect(Object.keys(JSON.parse(read('apps/web/src/content/strapiPopulate.json'))), 'populate').toContain(
        type,
      );
      // The package's own lists: its README's table, a size-limit entry for its component, its
      // shared contract test.
      expect(readme, `packages/${pkg}/README.md`).toContain(`\`${type}\``);
      const component = componentName(block);
      expect(
        sizeLimit.some((entry) => entry.name.includes(component) || entry.import?.includes(component)),
        `packages/${pkg}'s size-limit: an entry for ${component}`,
      ).toBe(true);
      const names = definitionNames(files, type, component);
      expect(names.length, `the file of src/ that declares '${type}'`).toBeGreaterThan(0);
      expect(
        contractTests.some(({ text }) => names.some((exported) => text.includes(exported))),
        `a describeBlockContract test of ${names.join(' or ')}`,
      ).toBe(true);
      if (pkg === 'content-sections') {
        // The renderers' fuzz tests take each type's examples from this list.
        expect(read('packages/content-sections/test/sectionExamples.ts'), 'sectionExamples.ts').toMatch(
          new RegExp(`\\b(${names.join('|')})\\b`),
        );
      }
    });

    it('blockLoaders.ts names no type that blocks.ts does not', () => {
      expect(Object.keys(loaders).sort()).toEqual(blocks.map((block) => block.type).sort());
    });
  });
}
