/** Message of a failure that carries none of its own (SPEC §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/**
 * One entry of an error response's `errors` (or `warnings`). The back end's shape is not shown in
 * SPEC.md; this is the shape we read, normalised from strings, objects and `{ field: message }` records.
 */
export interface ApiErrorItem {
  /** Machine code, e.g. `terminateOnboardingEventNotFound`. */
  code?: string;
  /** The payload field the message belongs to, e.g. `phone`. */
  field?: string;
  message?: string;
}

export interface ApiErrorInit {
  message: string;
  status: number;
  errors?: ApiErrorItem[];
  warnings?: ApiErrorItem[];
  details?: unknown;
  body?: unknown;
  cause?: unknown;
}

/** Every failed call rejects with this, except an aborted one (see `isAbortError`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: ApiErrorItem[];
  readonly warnings: ApiErrorItem[];
  readonly details: unknown;
  /** The parsed JSON body, or its raw text when it was not JSON. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.warnings = init.warnings ?? [];
    this.details = init.details;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request cancelled through its `AbortSignal`: callers ignore these silently (SPEC §8). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** `details.reason` of an error whose request got no answer at all (fetch itself rejected). */
export const NETWORK_ERROR_REASON = 'network';

/**
 * True when the call got no answer (fetch rejected: offline, refused, reset, blocked): still an
 * `ApiError` with status 500 (SPEC §8), told apart by `details.reason`. An aborted call is not one.
 */
export function isNetworkError(error: unknown): boolean {
  // No body: a server's own `details` can never make an answered call look like a network failure.
  return (
    isApiError(error) &&
    error.body === undefined &&
    typeof error.details === 'object' &&
    error.details !== null &&
    (error.details as { reason?: unknown }).reason === NETWORK_ERROR_REASON
  );
}

/** Whether the back end answered with this code in `errors`, e.g. `terminateOnboardingEventNotFound`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.errors.some((item) => item.code === code || item.message === code);
}
