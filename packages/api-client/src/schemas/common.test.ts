import { isIsoDate } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, isoDate, phone } from './common.js';

// The wire contract checks the forms' own rules (validation's, one definition each): a server never
// rejects what a form accepted, nor accepts what it refused.
describe('payload field shapes are the forms’ rules', () => {
  it('a date is a day that exists', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true);
    expect(isoDate.safeParse('2028-02-29').success).toBe(true);
    expect(isoDate.safeParse('2026-02-30').success).toBe(false);
    expect(isoDate.safeParse('2026-13-01').success).toBe(false);
    expect(isoDate.safeParse('2026-1-1').success).toBe(false);
  });

  it('agrees with validation’s isIsoDate on any date-like text', () => {
    const part = (max: number, width: number) =>
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, '0'));
    const dateLike = fc.oneof(
      fc.string(),
      fc.tuple(part(9999, 4), part(14, 2), part(33, 2)).map((parts) => parts.join('-')),
    );
    fc.assert(
      fc.property(dateLike, (value) => {
        expect(isoDate.safeParse(value).success).toBe(isIsoDate(value));
      }),
    );
  });

  it('a phone is +420 or +421 and nine digits, an e-mail the browser’s shape', () => {
    expect(phone.safeParse('+420 777 123 456').success).toBe(true);
    expect(phone.safeParse('+421777123456').success).toBe(true);
    expect(phone.safeParse('777 123 456').success).toBe(false);
    expect(phone.safeParse('+420 077 123 456').success).toBe(false);
    expect(email.safeParse('jana.novakova@example.cz').success).toBe(true);
    expect(email.safeParse('jana.novakova@example').success).toBe(false);
  });
});
