import type { WhistleblowingRelationship, WhistleblowingValues } from '@insurance-web/validation';
import type { ApiConfig } from '../config.js';
import { otherEndpoints } from '../endpoints/table.js';
import { type CallOptions, sendOnly } from '../http/request.js';

// The form's values are @insurance-web/validation's (one definition): the call takes them as parsed.
export type { WhistleblowingRelationship, WhistleblowingValues };

/** What every report carries: who the reporter is to the company, and what happened. */
interface WhistleblowingReport {
  relationship: WhistleblowingRelationship;
  text: string;
  /** `''` when not given. */
  whenAndWhere: string;
  /** `''` when not given. */
  involved: string;
}

/** An anonymous report: nothing about the reporter, not even an empty field. */
export interface AnonymousWhistleblowingPayload extends WhistleblowingReport {
  anonymous: true;
}

/** A named report: the name and at least one of `email` and `phone`, each only when given. */
export interface NamedWhistleblowingPayload extends WhistleblowingReport {
  anonymous: false;
  name: string;
  email?: string;
  phone?: string;
}

/**
 * The payload of `forms/v2/whistleblowing` (SPEC §7 names the endpoint, not its payload; see the
 * README). An anonymous report drops the name and contact whatever the form still holds, so a
 * reporter who typed them before ticking "anonymous" is not identified by what was left behind.
 */
export type WhistleblowingPayload = AnonymousWhistleblowingPayload | NamedWhistleblowingPayload;

export function toWhistleblowingPayload(values: WhistleblowingValues): WhistleblowingPayload {
  const report: WhistleblowingReport = {
    relationship: values.relationship,
    text: values.text,
    whenAndWhere: values.whenAndWhere,
    involved: values.involved,
  };
  if (values.anonymous) return { ...report, anonymous: true };
  const payload: NamedWhistleblowingPayload = { ...report, anonymous: false, name: values.name };
  if (values.email) payload.email = values.email;
  if (values.phone) payload.phone = values.phone;
  return payload;
}

/** Sends a report to the příslušná osoba's channel; the answer is not read (like every site form, SPEC §7). */
export function sendWhistleblowing(
  config: ApiConfig,
  values: WhistleblowingValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, otherEndpoints.whistleblowing(), {
    ...options,
    method: 'POST',
    json: toWhistleblowingPayload(values),
  });
}
