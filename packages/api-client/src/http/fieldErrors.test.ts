import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode } from './ApiError.js';
import { fieldErrors } from './fieldErrors.js';

const apiError = (errors: ApiError['errors']) => new ApiError({ status: 400, message: 'x', errors });

describe('fieldErrors', () => {
  it('maps field errors to a record, renaming payload fields to form fields', () => {
    const error = apiError([
      { field: 'personalIn', message: 'Špatné rodné číslo' },
      { field: 'phone', code: 'phoneInvalid' },
      { code: 'general', message: 'Not a field' },
    ]);
    expect(fieldErrors(error, { personalIn: 'personalId' })).toEqual({
      personalId: 'Špatné rodné číslo',
      phone: 'phoneInvalid',
    });
  });

  it('gives nothing for errors that are not ApiErrors', () => {
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });

  it('keeps the first message of a field, and every field named', () => {
    const field = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('constructor', '__proto__', 'toString'),
    );
    const item = fc.record({ field, message: fc.string() });
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const result = fieldErrors(apiError(items));
        expect(Object.keys(result).sort()).toEqual([...new Set(items.map((i) => i.field))].sort());
        for (const [name, message] of Object.entries(result)) {
          expect(message).toBe(items.find((i) => i.field === name)?.message);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('hasErrorCode', () => {
  it('finds a code given as code or as a bare string', () => {
    expect(hasErrorCode(apiError([{ code: 'a' }]), 'a')).toBe(true);
    expect(hasErrorCode(apiError([{ message: 'a' }]), 'a')).toBe(true);
    expect(hasErrorCode(apiError([{ code: 'b' }]), 'a')).toBe(false);
    expect(hasErrorCode(new Error('a'), 'a')).toBe(false);
  });
});
