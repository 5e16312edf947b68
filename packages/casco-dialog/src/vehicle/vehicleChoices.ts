import type { SelectOption } from '@insurance-web/ui';
import { VEHICLE_AGE_BANDS, VEHICLE_VALUE_BANDS } from '@insurance-web/validation';
import { VEHICLE_BRANDS, type VehicleBrand } from './vehicleBrands.js';

/*
 * The three dropdowns of the dialog without a calculator (SPEC §2 item 11, §3). Each option's value is
 * what the call sends: the make's name, the age band's label and the value band's label (the call
 * sends the band's lower bound, `vehicleValueKc`).
 */

/** The makes, `Ostatní` last; a host with the insurer's table passes its own rows. */
export function brandOptions(brands: readonly VehicleBrand[] = VEHICLE_BRANDS): SelectOption[] {
  return brands.map((brand) => ({ value: brand.name, label: brand.name }));
}

/** The 15 age bands, `méně než 1 rok` to `14-15 let`. */
export const AGE_OPTIONS: readonly SelectOption[] = VEHICLE_AGE_BANDS.map((band) => ({
  value: band.label,
  label: band.label,
}));

/** The 9 value bands, `více než 100 000` to `více než 601 000`. */
export const VALUE_OPTIONS: readonly SelectOption[] = VEHICLE_VALUE_BANDS.map((band) => ({
  value: band.label,
  label: band.label,
}));
