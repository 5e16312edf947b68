import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validPhone } from '../../test/generators.js';
import { firstErrors, parsed } from '../../test/issues.js';
import {
  WHISTLEBLOWING_RELATIONSHIPS,
  WHISTLEBLOWING_TEXT_MAX,
  WHISTLEBLOWING_TEXT_MIN,
  whistleblowingSchema,
} from './whistleblowing.js';

const text = 'Vedoucí pobočky nutí kolegy sjednávat smlouvy bez souhlasu klientů.';
const named = { relationship: 'EMPLOYEE', text, name: 'Jana Nováková', email: 'jana@example.cz' };
const anonymous = { relationship: 'SUPPLIER', text, anonymous: true };

describe('whistleblowingSchema', () => {
  it('accepts a named report with an e-mail; the optional fields become empty', () => {
    expect(parsed(whistleblowingSchema(), named)).toStrictEqual({
      ...named,
      whenAndWhere: '',
      involved: '',
      anonymous: false,
      phone: '',
    });
  });

  it('accepts a named report with a phone only, normalised; a bare prefix is no phone', () => {
    const byPhone = { ...named, email: '', phone: '+420601123456' };
    expect(parsed(whistleblowingSchema(), byPhone).phone).toBe('+420 601 123 456');
    expect(firstErrors(whistleblowingSchema(), { ...named, email: '', phone: '+420 ' })).toEqual({
      email: 'E-mail nebo telefon je povinný údaj.',
    });
  });

  it('reports every missing field of an empty form at once, in one pattern', () => {
    expect(firstErrors(whistleblowingSchema(), { phone: '+420 ' })).toEqual({
      relationship: 'Vztah ke společnosti je povinný údaj.',
      text: 'Popis toho, co se stalo, je povinný údaj.',
      name: 'Jméno je povinný údaj.',
      email: 'E-mail nebo telefon je povinný údaj.',
    });
    expect(firstErrors(whistleblowingSchema('en'), {})).toEqual({
      relationship: 'Relationship to the company is required.',
      text: 'A description of what happened is required.',
      name: 'Name is required.',
      email: 'An e-mail or a phone is required.',
    });
  });

  it('asks nothing about an anonymous reporter, whatever is left in the hidden fields', () => {
    expect(firstErrors(whistleblowingSchema(), { phone: '+420 ', anonymous: true })).toEqual({
      relationship: 'Vztah ke společnosti je povinný údaj.',
      text: 'Popis toho, co se stalo, je povinný údaj.',
    });
    expect(
      firstErrors(whistleblowingSchema(), { ...anonymous, email: 'not-an-email', phone: '+420 12' }),
    ).toEqual({});
  });

  it('checks the shape of a contact that is given', () => {
    expect(
      firstErrors(whistleblowingSchema(), { ...named, email: 'jana.example.cz', phone: '+420 601' }),
    ).toEqual({
      email: 'E-mail je ve špatném formátu.',
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('says how long the description must be, and how long any text may be', () => {
    expect(firstErrors(whistleblowingSchema(), { ...named, text: 'Krádež.' })).toEqual({
      text: 'Popište prosím, co se stalo (alespoň 30 znaků).',
    });
    const long = 'a'.repeat(WHISTLEBLOWING_TEXT_MAX + 1);
    expect(
      firstErrors(whistleblowingSchema(), { ...named, text: long, whenAndWhere: long, involved: long }),
    ).toEqual({
      text: 'Text může mít nejvýše 5 000 znaků.',
      whenAndWhere: 'Text může mít nejvýše 5 000 znaků.',
      involved: 'Text může mít nejvýše 5 000 znaků.',
    });
    expect(firstErrors(whistleblowingSchema('en'), { ...named, text: 'Theft.' })).toEqual({
      text: 'Please describe what happened in at least 30 characters.',
    });
    expect(firstErrors(whistleblowingSchema('en'), { ...named, involved: long })).toEqual({
      involved: 'The text can have at most 5,000 characters.',
    });
  });

  it('knows only its own relationships', () => {
    expect(firstErrors(whistleblowingSchema(), { ...named, relationship: 'CUSTOMER' })).toEqual({
      relationship: 'Vztah ke společnosti je povinný údaj.',
    });
  });
});

describe('whistleblowingSchema, for any input', () => {
  const trimmedText = (min: number, max: number) =>
    fc
      .string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' })
      .filter((value) => value.trim().length >= min && value.trim() === value);

  it('accepts any description within the limits, from any relationship, trimmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WHISTLEBLOWING_RELATIONSHIPS),
        trimmedText(WHISTLEBLOWING_TEXT_MIN, 400),
        fc.constantFrom('', ' ', '\n'),
        (relationship, description, pad) => {
          const values = parsed(whistleblowingSchema(), {
            ...anonymous,
            relationship,
            text: `${pad}${description}${pad}`,
          });
          expect(values.text).toBe(description);
          expect(values.relationship).toBe(relationship);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('rejects any description shorter than the minimum', () => {
    fc.assert(
      fc.property(trimmedText(1, WHISTLEBLOWING_TEXT_MIN - 1), (description) => {
        expect(firstErrors(whistleblowingSchema(), { ...anonymous, text: description }).text).toBe(
          'Popište prosím, co se stalo (alespoň 30 znaků).',
        );
      }),
      { numRuns: 60 },
    );
  });

  it('an anonymous report is valid whatever the contact fields hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, email, phone) => {
        expect(firstErrors(whistleblowingSchema(), { ...anonymous, name, email, phone })).toEqual({});
      }),
      { numRuns: 60 },
    );
  });

  it('a named report with any valid phone and no e-mail is valid, the phone normalised', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        const values = parsed(whistleblowingSchema(), { ...named, email: '', phone });
        expect(values.phone).toMatch(/^\+42[01] \d{3} \d{3} \d{3}$/);
      }),
      { numRuns: 60 },
    );
  });

  it('a named report without any contact is never valid, whatever its name', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '+420 ', '+420'), (name, phone) => {
        expect(firstErrors(whistleblowingSchema(), { ...named, name, email: '', phone }).email).toBe(
          'E-mail nebo telefon je povinný údaj.',
        );
      }),
      { numRuns: 60 },
    );
  });
});
