import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';
import { pathHasMarker } from '../pagePath.js';

/** Fields both casco forms share (SPEC §3). */
interface CascoCommonValues {
  brand: string;
  age: string;
  value: string | number;
  allRisk: boolean;
  name: string;
  marketingAgreement: boolean;
  /** The calculator's monthly estimate; without a calculator there is none and 0 is sent (SPEC §2). */
  price?: number;
}

export interface CascoPhoneValues extends CascoCommonValues {
  phoneNumber: string;
}

export interface CascoEmailValues extends CascoCommonValues {
  personalId: string;
  zipCode: string;
  spz: string;
  /** `yyyy-mm-dd` or a full ISO timestamp; only the date part is sent. */
  startDate: string;
  email: string;
}

interface CascoCommonPayload {
  firstName: string;
  actualValue: string | number;
  termsAgreement: true;
  marketingAgreement: boolean;
  manufacturer: string;
  vehicleAge: string;
  estimatedPremium: number;
  carAccident: boolean;
}

export interface CascoPhonePayload extends CascoCommonPayload {
  contact: 'PHONE';
  phone: string;
}

export interface CascoEmailPayload extends CascoCommonPayload {
  contact: 'EMAIL';
  personalIn: string;
  zip: string;
  registrationPlate: string;
  beginDate: string;
  email: string;
}

/** Payload field → form field, for `fieldErrors` on either casco form. */
export const cascoFieldNames: Readonly<Record<string, string>> = {
  firstName: 'name',
  phone: 'phoneNumber',
  actualValue: 'value',
  manufacturer: 'brand',
  vehicleAge: 'age',
  estimatedPremium: 'price',
  carAccident: 'allRisk',
  personalIn: 'personalId',
  zip: 'zipCode',
  registrationPlate: 'spz',
  beginDate: 'startDate',
};

function common(values: CascoCommonValues): CascoCommonPayload {
  return {
    firstName: values.name,
    actualValue: values.value,
    termsAgreement: true,
    marketingAgreement: values.marketingAgreement,
    manufacturer: values.brand,
    vehicleAge: values.age,
    estimatedPremium: values.price ?? 0,
    carAccident: values.allRisk,
  };
}

export function toCascoPhonePayload(values: CascoPhoneValues): CascoPhonePayload {
  return { contact: 'PHONE', phone: values.phoneNumber, ...common(values) };
}

/** The date part of an ISO date or timestamp: everything before `T`. */
export const datePart = (value: string): string => value.split('T')[0] ?? value;

export function toCascoEmailPayload(values: CascoEmailValues): CascoEmailPayload {
  return {
    contact: 'EMAIL',
    personalIn: values.personalId,
    zip: values.zipCode,
    registrationPlate: values.spz,
    beginDate: datePart(values.startDate),
    email: values.email,
    ...common(values),
  };
}

export interface CascoOptions extends CallOptions {
  /** Set on casco pages (`isCascoPage(pageUrl)`): adds `?type=HAV`. */
  casco?: boolean;
}

/** SPEC §2: the marker of casco pages, whose call-back is flagged as casco (`?type=HAV`). */
export const CASCO_PAGE_MARKER = 'havarijni-pojisteni';

/** Whether a page (its URL or path) is a casco page: its path, never its query, has the marker. */
export function isCascoPage(pageUrl: string): boolean {
  return pathHasMarker(pageUrl, CASCO_PAGE_MARKER);
}

function sendCasco(config: ApiConfig, payload: unknown, options: CascoOptions): Promise<void> {
  const { casco, ...rest } = options;
  return sendOnly(config, siteEndpoints.cascoOffer(casco ? 'HAV' : undefined), {
    ...rest,
    json: payload,
    source: 'WEB_OTHER',
  });
}

export function sendCascoPhoneOffer(
  config: ApiConfig,
  values: CascoPhoneValues,
  options: CascoOptions = {},
): Promise<void> {
  return sendCasco(config, toCascoPhonePayload(values), options);
}

export function sendCascoEmailOffer(
  config: ApiConfig,
  values: CascoEmailValues,
  options: CascoOptions = {},
): Promise<void> {
  return sendCasco(config, toCascoEmailPayload(values), options);
}
