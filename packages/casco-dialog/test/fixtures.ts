import type { CascoCalculation } from '../src/calculation/cascoCalculation.js';
import { VALUE_OPTIONS } from '../src/vehicle/vehicleChoices.js';

/*
 * The casco dialog's valid fills, read by both its stories (which type with Testing Library's
 * `userEvent`) and its rows of the lead-form contract (./leadForms.test.tsx, which fills with
 * Vitest's locators): the values typed and the calls they make, written once.
 */

const firstName = 'Jana';
const email = 'jana.novakova@example.cz';

/** A calculation as a host's calculator hands it over: 1234.5 Kč a month, 10 % off. */
export const CALCULATION: CascoCalculation = {
  brand: 'Škoda',
  age: '3-4 roky',
  value: VALUE_OPTIONS[6]?.value ?? '',
  price: 1234.5,
  discountPercent: 10,
  allRisk: true,
};

/** The vehicle a visitor without a calculation chooses: a Škoda, 3-4 years, by band or by exact value. */
export const VEHICLE = {
  brand: 'Škoda',
  age: '3-4 roky',
  /** The highest value band (its option's value). */
  band: VALUE_OPTIONS.at(-1)?.value ?? '',
  exactValue: '450 000',
} as const;

/** The phone tab's fill: the first name and the number. */
export const PHONE_FILL = {
  firstName,
  /** What a visitor types after the prefilled `+420 ` (the stories type just this). */
  phoneDigits: '601 123 456',
  /** The whole number, as the contract fills the field and as the call sends it. */
  phone: '+420 601 123 456',
} as const;

/** The e-mail tab's fill, as typed. */
export const EMAIL_FILL = {
  firstName,
  birthNumber: '855101/0006',
  zip: '110 00',
  plate: '1AB 2345',
  beginDate: '1. 2. 2027',
  email,
} as const;

/** What the chosen vehicle sends, the highest band (601 000) on the phone tab, without a calculation. */
const chosenVehicle = {
  manufacturer: 'Škoda',
  vehicleAge: '3-4 roky',
  estimatedPremium: 0,
  carAccident: false,
} as const;

/** The phone tab's call, the vehicle chosen by band. */
export const PHONE_PAYLOAD = {
  contact: 'PHONE',
  phone: PHONE_FILL.phone,
  firstName,
  actualValue: 601000,
  termsAgreement: true,
  marketingAgreement: false,
  ...chosenVehicle,
} as const;

/** The e-mail tab's call, the vehicle's exact value typed. */
export const EMAIL_PAYLOAD = {
  contact: 'EMAIL',
  personalIn: '855101/0006',
  zip: '11000',
  registrationPlate: '1AB2345',
  beginDate: '2027-02-01',
  email,
  firstName,
  actualValue: 450000,
  termsAgreement: true,
  marketingAgreement: false,
  ...chosenVehicle,
} as const;

/** What `CALCULATION` puts into the call instead of the visitor's choices. */
export const FROM_CALCULATOR = {
  actualValue: 401000,
  manufacturer: 'Škoda',
  vehicleAge: '3-4 roky',
  estimatedPremium: 1234.5,
  carAccident: true,
} as const;
