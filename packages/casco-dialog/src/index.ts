// The public face of @insurance-web/casco-dialog: the dialog, the button and section that open it,
// the block for the host's registry, and the vehicle tables and calculation texts they are built on.

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
  summaryValue,
  vehicleValueKc,
} from './calculation/cascoCalculation.js';
export type { CascoMessages } from './messages.js';
export { CASCO_EVENTS, cascoMessages } from './messages.js';
export type { VehicleBrand, VehicleBrandFactors, VehicleBrandTableResult } from './vehicle/vehicleBrands.js';
export {
  OTHER_BRAND,
  parseVehicleBrandTable,
  sortBrands,
  VEHICLE_BRAND_NAMES,
  VEHICLE_BRANDS,
} from './vehicle/vehicleBrands.js';
export { AGE_OPTIONS, brandOptions, VALUE_OPTIONS } from './vehicle/vehicleChoices.js';
