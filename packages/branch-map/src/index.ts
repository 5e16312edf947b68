// The public face of @insurance-web/branch-map: the branch blocks for the host's registry, their
// components, texts, and the rules they are built on (slugs, Prague-time today, the city and brand choice).

export type {
  Branch,
  BranchAddon,
  BranchAddonIcon,
  BranchChoice,
  BranchContactsProps,
  BranchDetailProps,
  BranchPerson,
  OpeningSlot,
} from './BranchContacts/index.js';
export {
  BRANCH_ADDON_ICONS,
  BranchContacts,
  BranchDetail,
  branchChoice,
  branchCities,
  branchContactsBlock,
  branchJsonLd,
  navigationUrl,
  pragueWeekday,
  selectedBranch,
} from './BranchContacts/index.js';
// Lazy per-block loading (issue 25 point 8)
export { branchBlockLoaders } from './blockLoaders.js';
export { branchBlocks } from './blocks.js';
export type { Dealer, DealerBrand, DealersProps, ServiceCentre, ServiceCentresProps } from './Cards/index.js';
export {
  DEALER_BRANDS,
  DEFAULT_LOGO_PATH,
  Dealers,
  dealersBlock,
  ServiceCentres,
  serviceCentresBlock,
} from './Cards/index.js';
export type { BranchMessages } from './messages.js';
export { branchMessages } from './messages.js';
export type { BusyHour, WorkingHoursDay, WorkingHoursProps } from './WorkingHoursChart/index.js';
export {
  BUSY_FROM,
  barHeightRem,
  isBusy,
  WorkingHoursChart,
  workingHoursBlock,
} from './WorkingHoursChart/index.js';
