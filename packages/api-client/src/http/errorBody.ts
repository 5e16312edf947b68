import { ApiError, type ApiErrorItem, isAbortError } from './ApiError.js';

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function item(value: unknown): ApiErrorItem | undefined {
  if (typeof value === 'string') return { code: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Json;
  const result: ApiErrorItem = {};
  const code = text(entry.code) ?? text(entry.key);
  const field = text(entry.field) ?? text(entry.path) ?? text(entry.property);
  const message = text(entry.message);
  if (code) result.code = code;
  if (field) result.field = field;
  if (message) result.message = message;
  return result;
}

/** Lists pass item by item; a `{ field: message | message[] }` record becomes one item per message. */
export function errorItems(value: unknown): ApiErrorItem[] {
  if (Array.isArray(value)) return value.map(item).filter((entry) => entry !== undefined);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages])
      .map(text)
      .filter((message) => message !== undefined)
      .map((message) => ({ field, message })),
  );
}

/** Turns a non-OK response into an `ApiError`; a body that is not JSON is kept as text, never thrown. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let raw = '';
  try {
    raw = await response.text();
  } catch (error) {
    // A body cut off mid-way still leaves the status to report.
    if (isAbortError(error)) throw error;
  }
  let body: unknown = raw === '' ? undefined : raw;
  try {
    if (raw !== '') body = JSON.parse(raw);
  } catch {
    // An HTML error page from a proxy is still an error of this status, not a crash.
  }
  const json: Json = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : {};
  return new ApiError({
    message: text(json.message) ?? `Request failed with status ${response.status}`,
    status: response.status,
    errors: errorItems(json.errors),
    warnings: errorItems(json.warnings),
    details: json.details,
    body,
  });
}
