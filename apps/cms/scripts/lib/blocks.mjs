// Every block definition the host registry composes (apps/web/src/sections/registry.ts), loaded from
// the packages' built dist/ (build them first: pnpm exec turbo run build --filter='./packages/*').
// The host's own block is imported from its content-only file (Node >= 22.18 strips its types).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Package folder → its `*Blocks` export, in registry order. */
export const BLOCK_PACKAGES = [
  ['content-sections', 'contentSectionBlocks'],
  ['callback-forms', 'callbackFormBlocks'],
  ['casco-dialog', 'cascoDialogBlocks'],
  ['careers', 'careersBlocks'],
  ['branch-map', 'branchBlocks'],
];

/** zod as the packages resolve it (the same instance, so metadata registered by them is seen). */
export async function loadZod() {
  const require = createRequire(path.join(REPO, 'packages/ui/package.json'));
  return import(pathToFileURL(require.resolve('zod/mini')).href);
}

/** `[{ type, label, content }]` for every block of the host registry (test-only blocks excluded). */
export async function loadBlocks() {
  const blocks = [];
  for (const [pkg, exportName] of BLOCK_PACKAGES) {
    const entry = path.join(REPO, 'packages', pkg, 'dist/index.js');
    const mod = await import(pathToFileURL(entry).href);
    if (!Array.isArray(mod[exportName])) throw new Error(`${entry} has no ${exportName}: build the packages`);
    for (const def of mod[exportName])
      blocks.push({ type: def.type, label: def.label, content: def.content });
  }
  const host = path.join(REPO, 'apps/web/src/sections/demoCascoCalculationContent.ts');
  const { demoCascoCalculationContent } = await import(pathToFileURL(host).href);
  blocks.push({
    type: 'demo.casco-calculation',
    label: 'Ukázková kalkulace havarijního pojištění (hostitel)',
    content: demoCascoCalculationContent,
  });
  return blocks;
}

/** The CMS's single type of the branch directory, from branch-map's schema (`branchDirectoryContent`). */
export const BRANCH_DIRECTORY = {
  uid: 'api::branch-directory.branch-directory',
  name: 'branch-directory',
  /** The prefix of its generated components (`branches.list-branches` …): short, as PostgreSQL's
   * names of the tables Strapi makes of them have at most 63 characters. */
  component: 'branches.list',
};

/** `{ content, blockTypes }`: the directory's schema and the block types the host puts its branches into. */
export async function loadBranchDirectory() {
  const entry = path.join(REPO, 'packages/branch-map/dist/index.js');
  const mod = await import(pathToFileURL(entry).href);
  if (!mod.branchDirectoryContent)
    throw new Error(`${entry} has no branchDirectoryContent: build the packages`);
  return { content: mod.branchDirectoryContent, blockTypes: [...mod.BRANCH_DIRECTORY_BLOCKS] };
}
