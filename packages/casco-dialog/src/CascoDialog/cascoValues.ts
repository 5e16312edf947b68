import type { CascoEmailValues, CascoPhoneValues } from '@insurance-web/api-client';
import type {
  CascoEmailValues as CascoEmailForm,
  CascoPhoneValues as CascoPhoneForm,
} from '@insurance-web/validation';
import { type CascoCalculation, vehicleValueKc } from '../calculation/cascoCalculation.js';

/** The vehicle part of the call: from the calculation when there is one, else from the form. */
function vehicle(
  form: {
    brand?: string | undefined;
    age?: string | undefined;
    value?: string | undefined;
    allRisk: boolean;
  },
  calculation: CascoCalculation | null,
) {
  if (calculation) {
    return {
      brand: calculation.brand,
      age: calculation.age,
      value: vehicleValueKc(calculation.value) ?? calculation.value,
      price: calculation.price ?? 0,
      allRisk: calculation.allRisk ?? false,
    };
  }
  const value = form.value ?? '';
  // Without a calculator there is no estimate: SPEC §2 sends 0.
  return {
    brand: form.brand ?? '',
    age: form.age ?? '',
    value: vehicleValueKc(value) ?? value,
    price: 0,
    allRisk: form.allRisk,
  };
}

/**
 * What the phone tab sends (api-client maps it to SPEC §7's payload): a value band as its lower
 * bound in Kč (`více než 601 000` → 601000), the calculator's price or 0.
 */
export function phoneCallValues(
  form: CascoPhoneForm,
  calculation: CascoCalculation | null,
): CascoPhoneValues {
  return {
    ...vehicle(form, calculation),
    name: form.name,
    phoneNumber: form.phoneNumber,
    marketingAgreement: form.marketingAgreement,
  };
}

/** What the e-mail tab sends: an exact value typed with spaces as a number (`450 000` → 450000). */
export function emailCallValues(
  form: CascoEmailForm,
  calculation: CascoCalculation | null,
): CascoEmailValues {
  return {
    ...vehicle(form, calculation),
    name: form.name,
    personalId: form.personalId,
    zipCode: form.zipCode,
    spz: form.spz,
    startDate: form.startDate,
    email: form.email,
    marketingAgreement: form.marketingAgreement,
  };
}
