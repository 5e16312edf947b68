// The public face of @insurance-web/branch-map: the branch blocks for the host's registry, their
// components, texts, and the rules they are built on (slugs, Prague-time today, the city and brand choice).

export { branchBlocks } from './blocks.js';
export { BranchContacts } from './branches/BranchContacts.js';
export type { BranchDetailProps } from './branches/BranchDetail.js';
export { BranchDetail } from './branches/BranchDetail.js';
export { branchContactsBlock } from './branches/branchContactsBlock.js';
export type { BranchContactsProps } from './branches/branchContactsContent.js';
export type {
  Branch,
  BranchAddon,
  BranchAddonIcon,
  BranchChoice,
  BranchPerson,
  OpeningSlot,
} from './branches/branches.js';
export {
  BRANCH_ADDON_ICONS,
  branchChoice,
  branchCities,
  pragueWeekday,
  selectedBranch,
} from './branches/branches.js';
export { branchJsonLd, navigationUrl } from './branches/branchLinks.js';
export { dealersBlock, serviceCentresBlock } from './cards/cardBlocks.js';
export { Dealers } from './cards/Dealers.js';
export type { Dealer, DealerBrand, DealersProps } from './cards/dealersContent.js';
export { DEALER_BRANDS, DEFAULT_LOGO_PATH } from './cards/dealersContent.js';
export { ServiceCentres } from './cards/ServiceCentres.js';
export type { ServiceCentre, ServiceCentresProps } from './cards/serviceCentresContent.js';
export type { BranchMessages } from './messages.js';
export { branchMessages } from './messages.js';
export type { BusyHour, WorkingHoursDay } from './workingHours/busyHours.js';
export { BUSY_FROM, barHeightRem, isBusy } from './workingHours/busyHours.js';
export { WorkingHoursChart } from './workingHours/WorkingHoursChart.js';
export { workingHoursBlock } from './workingHours/workingHoursBlock.js';
export type { WorkingHoursProps } from './workingHours/workingHoursContent.js';
