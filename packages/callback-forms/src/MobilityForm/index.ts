export type { MobilityFormProps, MobilityVariant } from './MobilityForm.js';
export { MobilityForm } from './MobilityForm.js';
export type { MobilityFormMessages, MobilityVariantMessages } from './messages.js';
export { mobilityFormMessages } from './messages.js';
export type { BranchChoice, MobilityField } from './mobilityChoices.js';
export { branchChoice, keptBranch, mobilityFields } from './mobilityChoices.js';
export { mobilityFormBlock, mobilityGuaranteeFormBlock } from './mobilityFormBlock.js';
export { mobilityFormContent, mobilityGuaranteeFormContent } from './mobilityFormContent.js';
