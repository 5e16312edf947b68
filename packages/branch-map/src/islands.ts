// The browser side of the branch blocks: `@insurance-web/branch-map/islands`. Dynamic imports only, so
// that a page downloads a block's code only when it has one, and no content schema.
import type { IslandLoaders } from '@insurance-web/ui';

/** Loaders of this package's sections, by CMS type. */
export const branchIslands: IslandLoaders = {
  'branches.contacts': () => import('./BranchContacts/BranchContacts.js').then((m) => m.BranchContacts),
  'branches.working-hours': () =>
    import('./WorkingHoursChart/WorkingHoursChart.js').then((m) => m.WorkingHoursChart),
};
