import type { ClaimReportValues, ClaimType } from '@insurance-web/validation';
import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

// The form's values are @insurance-web/validation's (one definition): the call takes them as parsed.
export type { ClaimReportValues, ClaimType };

/**
 * The claim-report request: a call-back lead for the claims desk, not the claim registration of SPEC
 * §7 (see the README). Every field is always there; an optional one the visitor left empty is `''`.
 */
export interface ClaimReportPayload {
  claimType: ClaimType;
  /** `yyyy-mm-dd`, the day the damage happened (today or earlier). */
  eventDate: string;
  /** The plate or the contract number, as typed; `''` when not given. */
  policyOrPlate: string;
  /** The full name. */
  name: string;
  phone: string;
  /** `''` when not given. */
  email: string;
  /** `''` when not given. */
  description: string;
  personalDataConsent: boolean;
}

/** The form's fields under their own names, in the order of the form, and nothing else it may hold. */
export function toClaimReportPayload(values: ClaimReportValues): ClaimReportPayload {
  return {
    claimType: values.claimType,
    eventDate: values.eventDate,
    policyOrPlate: values.policyOrPlate,
    name: values.name,
    phone: values.phone,
    email: values.email,
    description: values.description,
    personalDataConsent: values.personalDataConsent,
  };
}

/** Sends a claim-report request on `web/v2/form/claim-report` (not shown in SPEC.md; see the README). */
export function sendClaimReport(
  config: ApiConfig,
  values: ClaimReportValues,
  options?: CallOptions,
): Promise<void> {
  return sendOnly(config, siteEndpoints.claimReport(), { ...options, json: toClaimReportPayload(values) });
}
