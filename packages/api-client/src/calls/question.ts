import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/**
 * The question form's values (SPEC §3 "Question form"): `agreement1` is the optional marketing
 * consent, `agreement2` the required consent to the processing of personal data. `policyNumber`
 * belongs to the variant for clients with a contract; elsewhere it is empty or absent.
 */
export interface QuestionValues {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  text: string;
  agreement1: boolean;
  agreement2: boolean;
  policyNumber?: string | undefined;
}

/** The payload: the form's fields under their own names; `policyNumber` only when there is one. */
export interface QuestionPayload {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  text: string;
  agreement1: boolean;
  agreement2: boolean;
  policyNumber?: string;
}

export function toQuestionPayload(values: QuestionValues): QuestionPayload {
  const payload: QuestionPayload = {
    name: values.name,
    surname: values.surname,
    email: values.email,
    phoneNumber: values.phoneNumber,
    text: values.text,
    agreement1: values.agreement1,
    agreement2: values.agreement2,
  };
  if (values.policyNumber) payload.policyNumber = values.policyNumber;
  return payload;
}

/** Sends a visitor's question; the answer is not read (like every site form, SPEC §7). */
export function sendQuestion(
  config: ApiConfig,
  values: QuestionValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.question(), { ...options, json: toQuestionPayload(values) });
}
