// The blocks of `blocks.ts`, loaded when a page renders them: for a renderer in the browser
// (content-sections' `<LazySections>`). Same types as `branchBlocks`
// (apps/web/src/sections/blockLists.test.ts checks it).
import type { BlockLoaders } from '@insurance-web/ui';

/** Loaders of this package's block definitions (schema and component), by CMS type: one chunk each. */
export const branchBlockLoaders: BlockLoaders = {
  'branches.contacts': () =>
    import('./BranchContacts/branchContactsBlock.js').then((m) => m.branchContactsBlock),
  'branches.working-hours': () =>
    import('./WorkingHoursChart/workingHoursBlock.js').then((m) => m.workingHoursBlock),
  'branches.service-centres': () => import('./Cards/cardBlocks.js').then((m) => m.serviceCentresBlock),
  'branches.dealers': () => import('./Cards/cardBlocks.js').then((m) => m.dealersBlock),
};
