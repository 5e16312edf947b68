import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeadKeys, newIdempotencyKey } from './leadKey.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a lead's Idempotency-Key", () => {
  it('is the same for every send of the same values, another once anything changes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()),
        fc.string(),
        (values, change) => {
          const { keyOf } = createLeadKeys();
          const key = keyOf(values);
          expect(keyOf({ ...values })).toBe(key);
          // A field the generated values never have (their names are lower-case letters only).
          const changed = { ...values, Changed: change };
          const other = keyOf(changed);
          expect(other).not.toBe(key);
          expect(keyOf(changed)).toBe(other);
        },
      ),
    );
  });

  it('is the key a lead taken back already had, for the same values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string()),
        fc.uuid(),
        (values, known) => {
          const { keyOf, remember } = createLeadKeys();
          keyOf({ other: true });
          remember(values, known);
          expect(keyOf({ ...values })).toBe(known);
          expect(keyOf({ ...values, Changed: 1 })).not.toBe(known);
        },
      ),
    );
  });

  it('is a random version 4 UUID, with or without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
      for (const key of keys) expect(key).toMatch(UUID);
      expect(new Set(keys).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
