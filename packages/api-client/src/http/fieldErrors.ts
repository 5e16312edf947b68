import { isApiError } from './ApiError.js';

/**
 * Field errors of a failed call, ready for react-hook-form:
 * `for (const [name, message] of Object.entries(fieldErrors(e, names))) setError(name, { message })`.
 * Only `errors` items that name a `field` count; the first message per field wins. `names` renames
 * payload fields to form fields (e.g. `personalIn` → `personalId`); unlisted fields keep their name.
 */
export function fieldErrors(
  error: unknown,
  names: Readonly<Record<string, string>> = {},
): Record<string, string> {
  // A Map, so that fields named `constructor` or `__proto__` are plain keys, not prototype lookups.
  const result = new Map<string, string>();
  if (!isApiError(error)) return {};
  for (const { field, message, code } of error.errors) {
    if (!field) continue;
    const name = Object.hasOwn(names, field) ? (names[field] as string) : field;
    if (!result.has(name)) result.set(name, message ?? code ?? '');
  }
  return Object.fromEntries(result);
}
