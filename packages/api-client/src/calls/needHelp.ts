import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/**
 * The need-help form's values (SPEC §5 "Need-help form", §6): who is asking, the question, whether
 * they are a client (then with the contract number) and the two consents, both required.
 * `contractNumber` may hold what a visitor typed before saying they are not a client.
 */
export interface NeedHelpValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  question: string;
  isClient: boolean;
  contractNumber?: string | undefined;
  personalDataConsent: boolean;
  marketingConsent: boolean;
}

/** The payload: the form's fields under their own names; `contractNumber` from clients only. */
export interface NeedHelpPayload {
  name: string;
  surname: string;
  email: string;
  phone: string;
  question: string;
  isClient: boolean;
  contractNumber?: string;
  personalDataConsent: boolean;
  marketingConsent: boolean;
}

export function toNeedHelpPayload(values: NeedHelpValues): NeedHelpPayload {
  const common = {
    name: values.name,
    surname: values.surname,
    email: values.email,
    phone: values.phone,
    question: values.question,
  };
  const consents = {
    personalDataConsent: values.personalDataConsent,
    marketingConsent: values.marketingConsent,
  };
  return values.isClient
    ? { ...common, isClient: true, contractNumber: values.contractNumber ?? '', ...consents }
    : { ...common, isClient: false, ...consents };
}

/** Sends the need-help form on `web/v2/form/need-help` (not shown in SPEC.md; see the README). */
export function sendNeedHelp(
  config: ApiConfig,
  values: NeedHelpValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.needHelp(), { ...options, json: toNeedHelpPayload(values) });
}
