// The blocks of `blocks.ts`, loaded when a page renders them: for a renderer in the browser
// (content-sections' `<LazySections>`). Same types as `cascoDialogBlocks`
// (apps/web/src/sections/blockLists.test.ts checks it).
import type { BlockLoaders } from '@insurance-web/ui';

/** Loaders of this package's block definitions (schema and component), by CMS type: one chunk each. */
export const cascoDialogBlockLoaders: BlockLoaders = {
  'casco.callback': () => import('./CascoSection/cascoSectionBlock.js').then((m) => m.cascoSectionBlock),
};
