import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { hasErrorCode, isApiError } from '../http/ApiError.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/** The `errors` code of a contract that is already cancelled (SPEC §8). */
export const CONTRACT_ALREADY_CANCELLED = 'terminateOnboardingEventNotFound';
/** The `errors` code of a contract change that is already cancelled (SPEC §8). */
export const CHANGE_ALREADY_CANCELLED = 'terminateChangeEventNotFound';

/** The outcomes the cancellation banner shows; `error` when the call threw something unexpected. */
export type CancellationOutcome = 'done' | 'already-cancelled' | 'failed';

/*
 * The token is the link's only credential (SPEC §6): it travels in the query, as the back end
 * expects, with no Referer, and is kept out of every error and log line (`secret`).
 */

/** Cancels a contract with the token from the e-mailed link. */
export function cancelContract(config: ApiConfig, token: string, options?: CallOptions): Promise<void> {
  return sendOnly(config, siteEndpoints.cancelContract(token), { ...options, json: {}, secret: true });
}

/** Cancels a pending contract change with the token from the e-mailed link. */
export function cancelChange(config: ApiConfig, token: string, options?: CallOptions): Promise<void> {
  return sendOnly(config, siteEndpoints.cancelChange(token), { ...options, json: {}, secret: true });
}

/**
 * What the banner should say for a cancel call's failure (SPEC §8): `already-cancelled` when the
 * errors list the given code (the contract one by default) — for a contract only with status 400, as
 * SPEC says; for a change SPEC names the code alone — and `failed` for anything else.
 */
export function cancellationFailure(
  error: unknown,
  code: string = CONTRACT_ALREADY_CANCELLED,
): Exclude<CancellationOutcome, 'done'> {
  if (!isApiError(error) || !hasErrorCode(error, code)) return 'failed';
  return code === CONTRACT_ALREADY_CANCELLED && error.status !== 400 ? 'failed' : 'already-cancelled';
}
