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

/** The payload of SPEC §3: only the fields of the visitor's mode, with `{slug}AutoBranchCode`. */
export type MobilityPayload<S extends string = string> = {
  city: string;
  manufacturer: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  productTypeCode?: InsuranceType;
  personalIn?: string;
  companyIn?: string;
  policyNumber?: string;
  salesNumber?: string;
  registrationPlate?: string;
  brokerName?: string;
  termsAgreement: boolean;
  marketingAgreement: boolean;
} & Record<`${S}AutoBranchCode`, string>;

/** The mobility guarantee payload is not shown in SPEC.md: the form's values are sent as they are. */
export type MobilityGuaranteePayload = Readonly<Record<string, unknown>>;

/**
 * Maps the form to the payload. Identifications the visitor typed and then switched away from are
 * not sent: a birth number must not travel because it was once typed into a hidden field.
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
  if (values.brokers) {
    payload.registrationPlate = values.registrationPlate;
    payload.brokerName = values.brokerName;
    if (values.salesNumber) payload.salesNumber = values.salesNumber;
  } else {
    payload.productTypeCode = values.productTypeCode;
    if (values.identification) payload[values.identification] = values[values.identification];
  }
  return payload as MobilityPayload<S>;
}

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

/** Latest API in production, v1 elsewhere (SPEC §7). */
export function sendMobilityGuarantee(
  config: ApiConfig,
  payload: MobilityGuaranteePayload,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.mobilityGuarantee(config.slug, isProduction(config)), {
    ...options,
    json: payload,
  });
}
