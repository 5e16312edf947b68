import { type ApiConfig, isProduction } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

export type InsuranceType = 'VEHICLE' | 'PROPERTY' | 'LIABILITY' | 'BUSINESS';

export type MobilityIdentification = 'personalIn' | 'companyIn' | 'policyNumber' | 'registrationPlate';

/**
 * The mobility form's values as @insurance-web/validation's `mobilitySchema` returns them: a broker
 * gives the plate, their name and optionally a sales number; anyone else an insurance type and one
 * chosen identification. The branch code has a brand-neutral name; the mapper renames it.
 */
export interface MobilityValues {
  city: string;
  manufacturer: string;
  branchCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  brokers: boolean;
  brokerName?: string;
  salesNumber?: string;
  registrationPlate?: string;
  productTypeCode?: InsuranceType;
  identification?: MobilityIdentification;
  personalIn?: string;
  companyIn?: string;
  policyNumber?: string;
  termsAgreement: boolean;
  marketingAgreement: boolean;
}

/** What every mobility payload carries: the branch, the person, the consents. */
export type MobilityCommonPayload<S extends string = string> = {
  city: string;
  manufacturer: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  termsAgreement: boolean;
  marketingAgreement: boolean;
} & Record<`${S}AutoBranchCode`, string>;

/** A broker's request: the vehicle's plate, the broker's name, the sales number when given. */
export type MobilityBrokerPayload<S extends string = string> = MobilityCommonPayload<S> & {
  registrationPlate: string;
  brokerName: string;
  salesNumber?: string;
};

/** Anyone else: the insurance type and exactly one identification; the plate only for a vehicle. */
export type MobilityClientPayload<S extends string = string> = MobilityCommonPayload<S> &
  (
    | { productTypeCode: InsuranceType; personalIn: string }
    | { productTypeCode: InsuranceType; companyIn: string }
    | { productTypeCode: InsuranceType; policyNumber: string }
    | { productTypeCode: 'VEHICLE'; registrationPlate: string }
  );

/**
 * The payload of SPEC §3 with `{slug}AutoBranchCode`: the fields of the visitor's mode only, so a
 * broker's payload has no insurance type and a client's exactly one identification.
 */
export type MobilityPayload<S extends string = string> = MobilityBrokerPayload<S> | MobilityClientPayload<S>;

/**
 * SPEC §7 does not show the mobility guarantee's payload. It is the same form, so it sends the same
 * mapped payload (see the README's decisions).
 */
export type MobilityGuaranteePayload<S extends string = string> = MobilityPayload<S>;

/**
 * Maps the form to the payload. Identifications the visitor typed and then switched away from are
 * not sent: a birth number must not travel because it was once typed into a hidden field. Likewise a
 * broker's fields never travel with a client's request, nor a client's with a broker's.
 */
export function toMobilityPayload<S extends string>(values: MobilityValues, slug: S): MobilityPayload<S> {
  const payload: Record<string, unknown> = {
    city: values.city,
    manufacturer: values.manufacturer,
    [`${slug}AutoBranchCode`]: values.branchCode,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    termsAgreement: values.termsAgreement,
    marketingAgreement: values.marketingAgreement,
  };
  const chosen: (keyof MobilityValues)[] = values.brokers
    ? ['registrationPlate', 'brokerName', 'salesNumber']
    : ['productTypeCode', ...(values.identification ? [values.identification] : [])];
  // An empty sales number is one not given; nothing undefined is sent.
  for (const field of chosen)
    if (values[field] !== undefined && values[field] !== '') payload[field] = values[field];
  return payload as MobilityPayload<S>;
}

/**
 * Payload field → form field, for `fieldErrors`: the branch code travels as `{slug}AutoBranchCode`
 * and comes back on the form's `branchCode`; every other field has the form's name.
 */
export function mobilityFieldNames(slug: string): Readonly<Record<string, string>> {
  return { [`${slug}AutoBranchCode`]: 'branchCode' };
}

/** The mobility form (SPEC §7): v1 `web/v2/form/{slug}-mobility`; the answer is not read. */
export function sendMobility(
  config: ApiConfig,
  values: MobilityValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.mobility(config.slug), {
    ...options,
    json: toMobilityPayload(values, config.slug),
  });
}

/**
 * The mobility guarantee (SPEC §7): `web/v2/{slug}-mobility-guarantee` on the latest API in
 * production, v1 in any other environment; the same payload as the mobility form.
 */
export function sendMobilityGuarantee(
  config: ApiConfig,
  values: MobilityValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.mobilityGuarantee(config.slug, isProduction(config)), {
    ...options,
    json: toMobilityPayload(values, config.slug),
  });
}
