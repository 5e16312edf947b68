import type { ApiConfig } from '../config.js';
import { type Endpoint, endpointUrl, type HttpMethod } from '../endpoints/endpoint.js';
import { ApiError, isAbortError, NETWORK_ERROR_REASON, UNKNOWN_ERROR_MESSAGE } from './ApiError.js';
import { apiKeyFor } from './apiKey.js';
import { errorFromResponse } from './errorBody.js';

/** `x-source` values the back end uses to tell callers apart (SPEC §7). */
export type XSource = 'WEB_OTHER' | 'WEB_VEHICLE' | 'WEB_VEHICLE_R' | 'MOBILE_CLIENT';

export interface CallOptions {
  /** Cancels the call; the call then rejects with an error that `isAbortError` recognises. */
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header: one key per lead, the same on every resend of that lead
   * (a tab that was offline sends it when it is back), so that the back end stores it once
   * (README, "Sending a lead again").
   */
  idempotencyKey?: string;
}

export interface SendOptions extends CallOptions {
  /** Needed only where the endpoint table gives no method. */
  method?: HttpMethod;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  source?: XSource;
  /**
   * A credential inside the URL (the cancellation token). The request then sends no Referer, and a
   * failure keeps neither the underlying error nor its message, which might quote the URL.
   */
  secret?: boolean;
}

/** The request never got an answer (fetch rejected): offline, DNS, refused, reset, CORS. */
function networkError(error: unknown, keepCause: boolean): ApiError {
  return new ApiError({
    status: 500,
    message: UNKNOWN_ERROR_MESSAGE,
    details: { reason: NETWORK_ERROR_REASON },
    cause: keepCause ? error : undefined,
  });
}

/**
 * The fetch wrapper of SPEC §8: resolves with an OK response; rejects with an `ApiError` built from
 * the body of any non-OK response, or with status 500 for anything else. Aborts pass through as is.
 */
export async function send(
  config: ApiConfig,
  endpoint: Endpoint,
  options: SendOptions = {},
): Promise<Response> {
  const { signal, json, source, idempotencyKey, secret = false } = options;
  const key = await apiKeyFor(config.apiKeys, config.apiKeyWaitMs, signal);
  const headers: Record<string, string> = { accept: 'application/json, */*' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (source) headers['x-source'] = source;
  if (key) headers['x-api-key'] = key;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const init: RequestInit = {
    method: options.method ?? endpoint.method ?? (json === undefined ? 'GET' : 'POST'),
    headers,
  };
  if (json !== undefined) init.body = JSON.stringify(json);
  if (signal) init.signal = signal;
  if (secret) init.referrerPolicy = 'no-referrer';
  let response: Response;
  try {
    // Called detached, never as `config.fetch(...)`: a browser's fetch refuses any other `this`.
    response = await (config.fetch ?? fetch)(endpointUrl(config, endpoint), init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    // fetch's own messages ("fetch failed", "Failed to fetch") tell a visitor nothing.
    throw networkError(error, !secret);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Reads a successful body; a failure while reading is an error of the call, not a crash. */
async function read<T>(
  response: Promise<Response>,
  parse: (response: Response) => Promise<T>,
  secret = false,
) {
  const ok = await response;
  try {
    return await parse(ok);
  } catch (error) {
    if (isAbortError(error)) throw error;
    const message =
      !secret && error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
    throw new ApiError({ status: 500, message, cause: secret ? undefined : error });
  }
}

/** A JSON response; an empty body gives `undefined`. */
export function sendJson<T>(config: ApiConfig, endpoint: Endpoint, options?: SendOptions): Promise<T> {
  return read(
    send(config, endpoint, options),
    async (response) => {
      const body = await response.text();
      return (body === '' ? undefined : JSON.parse(body)) as T;
    },
    options?.secret,
  );
}

/** A call whose response is not read as JSON (call-backs, cancellation; SPEC §7). */
export async function sendOnly(config: ApiConfig, endpoint: Endpoint, options?: SendOptions): Promise<void> {
  const response = await send(config, endpoint, options);
  // Not read, so release the connection instead of leaving the body pending.
  await response.body?.cancel().catch(() => undefined);
}

export function sendBlob(config: ApiConfig, endpoint: Endpoint, options?: SendOptions): Promise<Blob> {
  return read(send(config, endpoint, options), (response) => response.blob());
}
