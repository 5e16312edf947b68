import type { ServiceInsuranceType } from '@insurance-web/api-client';
import { SERVICE_IDENTIFICATIONS, type ServiceIdentification } from '@insurance-web/validation';
import { branchesFor, UNAUTHORISED_SERVICE_BRANDS } from '../branches/serviceBranches.js';

/*
 * The rules of the service booking's choices (SPEC §3, §5), apart from the component: which car
 * centres, insurances and identifications are offered, what a changed choice leaves standing, and
 * which fields are on screen (a server error on any other field is one the visitor cannot fix).
 */

/** The insurances of a vehicle: only these can be found by the car's plate. */
export const VEHICLE_INSURANCE_TYPES: readonly ServiceInsuranceType[] = ['MTPL', 'CASCO'];

/**
 * The identifications offered for an insurance: all four, but the plate (`personalSpz`) only for a
 * vehicle insurance, as SPEC §5 rules for the mobility form; before an insurance is chosen, all four.
 */
export function identificationsFor(insuranceType: string): ServiceIdentification[] {
  if (!insuranceType || (VEHICLE_INSURANCE_TYPES as readonly string[]).includes(insuranceType)) {
    return [...SERVICE_IDENTIFICATIONS];
  }
  return SERVICE_IDENTIFICATIONS.filter((identification) => identification !== 'personalSpz');
}

/** The identification that stands after the insurance changed: the same one while offered, else none. */
export function keptIdentification(insuranceType: string, identification: string): string {
  return (identificationsFor(insuranceType) as string[]).includes(identification) ? identification : '';
}

/** The car centre that stands after the location or brand changed: the same one while it matches, else none. */
export function keptCarShop(location: string, brand: string, carShop: string): string {
  return branchesFor(location, brand).some((branch) => branch.code === carShop) ? carShop : '';
}

/** Whether the brand is serviced without the maker's authorisation (SPEC §3: Kia). */
export function isUnauthorisedService(brand: string): boolean {
  return (UNAUTHORISED_SERVICE_BRANDS as readonly string[]).includes(brand);
}

export type ServiceBookingField =
  | 'location'
  | 'brand'
  | 'carShop'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'email'
  | 'brokers'
  | 'spz'
  | 'brokerName'
  | 'partnerId'
  | 'insuranceType'
  | 'identification'
  | ServiceIdentification
  | 'agreement2'
  | 'agreement1';

/**
 * The fields on screen, in reading order: a broker's three, or the insurance, the identification
 * choice and the chosen identification's one field.
 */
export function serviceBookingFields(choice: {
  brokers?: boolean | undefined;
  identification?: string | undefined;
}): ServiceBookingField[] {
  const chosen = SERVICE_IDENTIFICATIONS.find((identification) => identification === choice.identification);
  const mode: ServiceBookingField[] = choice.brokers
    ? ['spz', 'brokerName', 'partnerId']
    : ['insuranceType', 'identification', ...(chosen ? [chosen] : [])];
  return [
    'location',
    'brand',
    'carShop',
    'firstName',
    'lastName',
    'phoneNumber',
    'email',
    'brokers',
    ...mode,
    'agreement2',
    'agreement1',
  ];
}
