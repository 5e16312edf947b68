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

/** SPEC §3 "Call-me form payload", sent as the form gives it. */
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

export function sendCallMeForm(
  config: ApiConfig,
  payload: CallMeFormPayload,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.callMeOffer(), { ...options, json: payload });
}
