/**
 * The `Idempotency-Key` request header of lead calls (IETF httpapi draft
 * `draft-ietf-httpapi-idempotency-key-header`): the site sends one key per lead, and the same key
 * again when it resends that lead after a dropped connection, so that the back end stores it once.
 */

export const BAD_IDEMPOTENCY_KEY = 'Hlavička Idempotency-Key musí mít 1 až 255 viditelných znaků ASCII.';
export const REUSED_IDEMPOTENCY_KEY =
  'Klíč Idempotency-Key už byl použit pro jiný požadavek; pro nový požadavek pošlete nový klíč.';

/** Visible ASCII, no quotes or backslash inside: a UUID, or anything a client may reasonably send. */
const KEY = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/;

/**
 * The key of a request: `undefined` without the header, `false` when it is malformed. The draft
 * sends it as a quoted string (`"8e03978e-…"`), most clients (Stripe's style) without quotes; both
 * mean the same key.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined | false {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const key =
    trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return KEY.test(key) ? key : false;
}
