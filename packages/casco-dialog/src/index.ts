// The public face of @insurance-web/casco-dialog: the block for the host's registry, the section,
// button and dialogs a host renders, and what a host's casco calculator needs to hand over its
// calculation (the vehicle tables it offers and the calculation's type and texts). The messages,
// analytics events and the rules the forms are built on are internal.

// Lazy per-block loading (issue 25 point 8)
export { cascoDialogBlockLoaders } from './blockLoaders.js';
export { cascoDialogBlocks } from './blocks.js';
export type { CascoButtonProps } from './CascoButton/index.js';
export { CascoButton } from './CascoButton/index.js';
export type { CascoContact, CascoDialogProps, CascoSentDialogProps } from './CascoDialog/index.js';
export { CascoDialog, CascoSentDialog } from './CascoDialog/index.js';
export type { CascoSectionProps } from './CascoSection/index.js';
export { CascoSection, cascoSectionBlock } from './CascoSection/index.js';
export type { CascoCalculation } from './calculation/cascoCalculation.js';
export {
  CASCO_CALCULATOR,
  calculationLabel,
  discountPercentOf,
  monthlyPriceText,
  parseCascoCalculation,
} from './calculation/cascoCalculation.js';
export type { VehicleBrand, VehicleBrandFactors, VehicleBrandTableResult } from './vehicle/vehicleBrands.js';
export { parseVehicleBrandTable } from './vehicle/vehicleBrands.js';
export { AGE_OPTIONS, brandOptions, VALUE_OPTIONS } from './vehicle/vehicleChoices.js';
