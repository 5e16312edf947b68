/**
 * The `Idempotency-Key` of a lead (api-client README, "Sending a lead again"): one random key per
 * lead, the same for every resend of the same values (after a dropped connection, or when an offline
 * tab is back online), a new one once the visitor changes anything, since that is another request.
 */
export function createLeadKeys(): {
  /** The key of a send of `values`. */
  keyOf: (values: unknown) => string;
  /** `key` is what `values` already went with (a lead a closed form left, taken back). */
  remember: (values: unknown, key: string) => void;
} {
  let last: { json: string; key: string } | null = null;
  return {
    keyOf: (values) => {
      const json = JSON.stringify(values);
      if (last?.json !== json) last = { json, key: newIdempotencyKey() };
      return last.key;
    },
    remember: (values, key) => {
      last = { json: JSON.stringify(values), key };
    },
  };
}

/** A random version 4 UUID; `crypto.randomUUID` where the page is a secure context, else the same by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
