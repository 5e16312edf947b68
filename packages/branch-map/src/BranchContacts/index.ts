export { BranchContacts } from './BranchContacts.js';
export type { BranchDetailProps } from './BranchDetail.js';
export { BranchDetail } from './BranchDetail.js';
export { branchContactsBlock } from './branchContactsBlock.js';
export type { BranchContactsProps } from './branchContactsContent.js';
export type {
  Branch,
  BranchAddon,
  BranchAddonIcon,
  BranchChoice,
  BranchDepartment,
  BranchPerson,
  DepartmentKind,
  OpeningSlot,
} from './branches.js';
export {
  BRANCH_ADDON_ICONS,
  branchChoice,
  branchCities,
  pragueWeekday,
  selectedBranch,
} from './branches.js';
export { branchJsonLd, navigationUrl } from './branchLinks.js';
