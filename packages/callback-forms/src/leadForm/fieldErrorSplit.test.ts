import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByFields } from './fieldErrorSplit.js';

const FIELDS = ['name', 'email', 'phone'] as const;

describe('splitByFields', () => {
  it('lists known fields in the form’s reading order, not the server’s', () => {
    expect(splitByFields({ phone: 'Špatně', extra: 'x', name: 'Chybí' }, FIELDS)).toEqual({
      known: [
        ['name', 'Chybí'],
        ['phone', 'Špatně'],
      ],
      unknown: ['extra'],
    });
  });

  it('never loses an error and never invents one', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), fc.string()), (errors) => {
        const { known, unknown } = splitByFields(errors, FIELDS);
        expect(known.length + unknown.length).toBe(Object.keys(errors).length);
        for (const [field, message] of known) expect(errors[field]).toBe(message);
        for (const name of unknown) expect(FIELDS as readonly string[]).not.toContain(name);
      }),
    );
  });

  it('treats prototype names as plain keys', () => {
    expect(splitByFields({ constructor: 'x' }, FIELDS)).toEqual({ known: [], unknown: ['constructor'] });
  });
});
