import { type ApiConfig, isProduction } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

export type InsuranceType = 'VEHICLE' | 'PROPERTY' | 'LIABILITY' | 'BUSINESS';

/**
 * The mobility form's payload fields (SPEC §3) with the branch code under a brand-neutral name; the
 * mapper renames it to `{slug}AutoBranchCode`. Broker and non-broker modes fill different fields.
 */
export interface MobilityValues {
  city: string;
  manufacturer: string;
  autoBranchCode: string;
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
}

export type MobilityPayload<S extends string = string> = Omit<MobilityValues, 'autoBranchCode'> &
  Record<`${S}AutoBranchCode`, string>;

/** The mobility guarantee payload is not shown in SPEC.md: the form's values are sent as they are. */
export type MobilityGuaranteePayload = Readonly<Record<string, unknown>>;

export function toMobilityPayload<S extends string>(values: MobilityValues, slug: S): MobilityPayload<S> {
  const { autoBranchCode, ...rest } = values;
  return { ...rest, [`${slug}AutoBranchCode`]: autoBranchCode } as MobilityPayload<S>;
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
