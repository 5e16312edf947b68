// The public face of @insurance-web/casco-dialog. Work in progress (issue 11): so far the vehicle
// tables, the calculation's texts and the dialog's messages; the dialog and its block follow.

export type { CascoCalculation } from './calculation/cascoCalculation.js';
export {
  calculationLabel,
  discountPercentOf,
  monthlyPriceText,
  summaryValue,
  vehicleValueKc,
} from './calculation/cascoCalculation.js';
export type { CascoMessages } from './messages.js';
export { cascoMessages } from './messages.js';
export type { VehicleBrand, VehicleBrandFactors, VehicleBrandTableResult } from './vehicle/vehicleBrands.js';
export {
  OTHER_BRAND,
  parseVehicleBrandTable,
  sortBrands,
  VEHICLE_BRAND_NAMES,
  VEHICLE_BRANDS,
} from './vehicle/vehicleBrands.js';
export { AGE_OPTIONS, brandOptions, VALUE_OPTIONS } from './vehicle/vehicleChoices.js';
