import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';
import { type CallbackValues, type DayTime, type MeridiemCode, meridiemCode } from './callback.js';

export interface CallbackLeadValues extends CallbackValues {
  productDescription: string;
}

/** SPEC §3 "Callback lead payload". */
export interface CallbackLeadPayload {
  phone: string;
  plannedOn: string;
  meridiemCode: MeridiemCode;
  name: string;
  productDescription: string;
  dayTime: DayTime;
  date: string;
  contact: 'PHONE';
  termsAgreement: true;
}

/**
 * The call-me form's values (SPEC §3 "Call-me form payload"): `contact` is the channel the visitor
 * chose; the other channel's field may be `''`. `policyNumber` belongs to the variant for clients.
 */
export interface CallMeFormValues {
  contact: 'PHONE' | 'EMAIL';
  firstName: string;
  email: string;
  phone: string;
  message: string;
  termsAgreement: boolean;
  marketingAgreement: boolean;
  policyNumber?: string | undefined;
}

/** SPEC §3 "Call-me form payload": every field always, `policyNumber` only when there is one. */
export interface CallMeFormPayload {
  contact: 'PHONE' | 'EMAIL';
  firstName: string;
  email: string;
  phone: string;
  message: string;
  termsAgreement: boolean;
  marketingAgreement: boolean;
  policyNumber?: string;
}

export function toCallMeFormPayload(values: CallMeFormValues): CallMeFormPayload {
  const payload: CallMeFormPayload = {
    contact: values.contact,
    firstName: values.firstName,
    email: values.email,
    phone: values.phone,
    message: values.message,
    termsAgreement: values.termsAgreement,
    marketingAgreement: values.marketingAgreement,
  };
  if (values.policyNumber) payload.policyNumber = values.policyNumber;
  return payload;
}

export function toCallbackLeadPayload(values: CallbackLeadValues): CallbackLeadPayload {
  return {
    phone: values.phone,
    plannedOn: values.date,
    meridiemCode: meridiemCode(values.dayTime),
    name: values.name,
    productDescription: values.productDescription,
    dayTime: values.dayTime,
    date: values.date,
    contact: 'PHONE',
    termsAgreement: true,
  };
}

export interface CallbackLeadOptions extends CallOptions {
  /** Replaces the default path; appended to the product API host (`productHost`). */
  path?: string;
}

export function sendCallbackLead(
  config: ApiConfig,
  values: CallbackLeadValues,
  options: CallbackLeadOptions = {},
): Promise<void> {
  const { path, ...rest } = options;
  return sendOnly(config, siteEndpoints.callMeLead(path), { ...rest, json: toCallbackLeadPayload(values) });
}

/** Sends the call-me form to the call-me offer endpoint (SPEC §7); the answer is not read. */
export function sendCallMeForm(
  config: ApiConfig,
  values: CallMeFormValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.callMeOffer(), { ...options, json: toCallMeFormPayload(values) });
}
