// The public face of @insurance-web/branch-map: the branch blocks for the host's registry, their
// components, and the props types with the item types they are made of (a host outside the registry
// renders a component with its own data). The rules they are built on (slugs, Prague-time today, the
// city and brand choice, JSON-LD, the chart's scale) and their texts are internal.

export type {
  Branch,
  BranchAddon,
  BranchAddonIcon,
  BranchContactsProps,
  BranchDepartment,
  BranchPerson,
  DepartmentKind,
  OpeningSlot,
} from './BranchContacts/index.js';
export { BranchContacts, branchContactsBlock } from './BranchContacts/index.js';
// Lazy per-block loading: a page downloads only its own blocks.
export { branchBlockLoaders } from './blockLoaders.js';
export { branchBlocks } from './blocks.js';
// The branch directory the host reads once and puts into every branch block's section.
export type { BranchDirectory } from './branchDirectory.js';
export { BRANCH_DIRECTORY_BLOCKS, branchDirectoryContent, withBranchDirectory } from './branchDirectory.js';
export type { Dealer, DealerBrand, DealersProps, ServiceCentre, ServiceCentresProps } from './Cards/index.js';
export { Dealers, dealersBlock, ServiceCentres, serviceCentresBlock } from './Cards/index.js';
export type { BusyHour, WorkingHoursDay, WorkingHoursProps } from './WorkingHoursChart/index.js';
export { WorkingHoursChart, workingHoursBlock } from './WorkingHoursChart/index.js';
