import {
  MOBILITY_IDENTIFICATIONS,
  MOBILITY_INSURANCE_TYPES,
  type MobilityIdentification,
  type MobilityInput,
  type MobilityInsuranceType,
  type MobilityValues,
} from '@insurance-web/validation';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  BRAND_LABELS,
  branchesFor,
  MOBILITY_BRANDS,
  MOBILITY_LOCATIONS,
  type ServiceBranch,
} from '../branches/serviceBranches.js';

/*
 * The mobility form's choices as plain data (SPEC §3, §5 "Mobility form"): which branches a location
 * and brand leave, what happens to a chosen branch when the brand changes, which identification an
 * insurance type allows, and which fields are on screen in each mode. No React here.
 */

export const MOBILITY_LOCATION_OPTIONS = MOBILITY_LOCATIONS.map((location) => ({
  value: location,
  label: location,
}));

export const MOBILITY_BRAND_OPTIONS = MOBILITY_BRANDS.map((brand) => ({
  value: brand,
  label: BRAND_LABELS[brand],
}));

/** What the branch choice shows: a prompt until both are chosen, the branches, or that none serves them. */
export type BranchChoice =
  | { status: 'prompt' }
  | { status: 'none' }
  | { status: 'choose'; branches: ServiceBranch[] };

/** Only the mobility form's own locations and brands count: a value from elsewhere leaves no branch. */
export function branchChoice(city: string, brand: string): BranchChoice {
  if (!city || !brand) return { status: 'prompt' };
  const offered =
    (MOBILITY_LOCATIONS as readonly string[]).includes(city) &&
    (MOBILITY_BRANDS as readonly string[]).includes(brand);
  const branches = offered ? branchesFor(city, brand) : [];
  return branches.length > 0 ? { status: 'choose', branches } : { status: 'none' };
}

/** The chosen branch if it still serves the location and brand, else none (`''`). */
export function keptBranch(branchCode: string, city: string, brand: string): string {
  const choice = branchChoice(city, brand);
  if (choice.status !== 'choose') return '';
  return choice.branches.some((branch) => branch.code === branchCode) ? branchCode : '';
}

/** SPEC §5: the plate identifies a client only for a vehicle insurance. */
export function identificationAllowed(
  identification: MobilityIdentification,
  insuranceType: string,
): boolean {
  return identification !== 'registrationPlate' || insuranceType === 'VEHICLE';
}

export function isInsuranceType(value: unknown): value is MobilityInsuranceType {
  return (MOBILITY_INSURANCE_TYPES as readonly unknown[]).includes(value);
}

export function isIdentification(value: unknown): value is MobilityIdentification {
  return (MOBILITY_IDENTIFICATIONS as readonly unknown[]).includes(value);
}

export type MobilityField =
  | 'city'
  | 'manufacturer'
  | 'branchCode'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'brokers'
  | 'registrationPlate'
  | 'brokerName'
  | 'salesNumber'
  | 'productTypeCode'
  | 'identification'
  | MobilityIdentification
  | 'termsAgreement'
  | 'marketingAgreement';

/**
 * The fields on screen, in reading order: a broker's three, or the insurance type, the identification
 * choice and the one chosen identification's field. A server error on any other field cannot be fixed
 * by the visitor (it opens the error dialog).
 */
export function mobilityFields(brokers: boolean, identification: string): MobilityField[] {
  const mode: MobilityField[] = brokers
    ? ['registrationPlate', 'brokerName', 'salesNumber']
    : ['productTypeCode', 'identification', ...(isIdentification(identification) ? [identification] : [])];
  return [
    'city',
    'manufacturer',
    'branchCode',
    'firstName',
    'lastName',
    'email',
    'phone',
    'brokers',
    ...mode,
    'termsAgreement',
    'marketingAgreement',
  ];
}

/**
 * Wraps the form's resolver: when no branch serves the chosen location and brand, the submit reports
 * that on the brand (`Takový výběr zatím obsloužit neumíme.`), the choice the visitor can change,
 * instead of asking for a branch that cannot be chosen.
 */
export function withServedBranch(
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  resolver: Resolver<MobilityInput, any, MobilityValues>,
  message: string,
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
): Resolver<MobilityInput, any, MobilityValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (branchChoice(values.city ?? '', values.manufacturer ?? '').status !== 'none') return result;
    const { branchCode: _unchoosable, ...errors }: FieldErrors<MobilityInput> = result.errors;
    return { values: {}, errors: { ...errors, manufacturer: { type: 'noBranch', message } } };
  };
}
