import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validPhone } from '../../test/generators.js';
import { firstErrors, parsed } from '../../test/issues.js';
import { addDays } from '../time/calendarDate.js';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_POLICY_OR_PLATE_MAX,
  CLAIM_TYPES,
  claimReportSchema,
} from './claimReport.js';

// Wednesday 14 January 2026, 9:00 in Prague.
const wednesday = new Date('2026-01-14T09:00:00+01:00');
const schema = (locale: 'cs' | 'en' = 'cs', now: Date = wednesday) => claimReportSchema(locale, { now });

const report = {
  claimType: 'CASCO',
  eventDate: '2026-01-14',
  name: 'Jana Nováková',
  phone: '+420 601 123 456',
  personalDataConsent: true,
};

describe('claimReportSchema', () => {
  it('accepts a report with only the required fields; the optional ones become empty', () => {
    expect(parsed(schema(), report)).toStrictEqual({
      ...report,
      policyOrPlate: '',
      email: '',
      description: '',
    });
  });

  it('sends what was typed trimmed, and the phone in its one form', () => {
    const values = parsed(schema(), {
      ...report,
      name: '  Jana Nováková ',
      phone: '+420601123456',
      policyOrPlate: ' 1AB 2345 ',
      email: ' jana@example.cz ',
      description: '\nCouvala jsem na parkovišti a narazila do sloupu. ',
    });
    expect(values).toMatchObject({
      name: 'Jana Nováková',
      phone: '+420 601 123 456',
      policyOrPlate: '1AB 2345',
      email: 'jana@example.cz',
      description: 'Couvala jsem na parkovišti a narazila do sloupu.',
    });
  });

  it('reports every required field of an empty form at once, each by the name it has on screen', () => {
    expect(firstErrors(schema(), { phone: '+420 ' })).toEqual({
      claimType: 'Druh škody je povinný údaj.',
      eventDate: 'Datum události je povinný údaj.',
      name: 'Jméno a příjmení je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
      personalDataConsent: 'Souhlas je povinný údaj.',
    });
    expect(firstErrors(schema('en'), {})).toEqual({
      claimType: 'Type of claim is required.',
      eventDate: 'Date of the event is required.',
      name: 'Full name is required.',
      phone: 'Phone is required.',
      personalDataConsent: 'Consent is required.',
    });
  });

  it('knows only its own claim types', () => {
    expect(firstErrors(schema(), { ...report, claimType: 'LIFE' })).toEqual({
      claimType: 'Druh škody je povinný údaj.',
    });
  });

  it('says when the date is not a date, and when it is still to come', () => {
    // What the date field reports when the typed text is no real day: the text itself.
    expect(firstErrors(schema(), { ...report, eventDate: '31. 2. 2026' })).toEqual({
      eventDate: 'Datum je ve špatném formátu.',
    });
    expect(firstErrors(schema(), { ...report, eventDate: '2026-01-15' })).toEqual({
      eventDate: 'Datum události nemůže být v budoucnosti.',
    });
    expect(firstErrors(schema('en'), { ...report, eventDate: '2026-01-15' })).toEqual({
      eventDate: 'The date of the event cannot be in the future.',
    });
    expect(parsed(schema(), { ...report, eventDate: '2023-06-30' }).eventDate).toBe('2023-06-30');
  });

  it('reads "today" in Prague: just after midnight there, the new day is allowed already', () => {
    // 00:30 in Prague on 15 January is still the 14th in UTC and in New York (the tests' zone).
    const justAfterMidnight = new Date('2026-01-14T23:30:00Z');
    expect(parsed(schema('cs', justAfterMidnight), { ...report, eventDate: '2026-01-15' }).eventDate).toBe(
      '2026-01-15',
    );
    // 23:30 in Prague on the 14th: the 15th is tomorrow.
    const beforeMidnight = new Date('2026-01-14T22:30:00Z');
    expect(firstErrors(schema('cs', beforeMidnight), { ...report, eventDate: '2026-01-15' })).toEqual({
      eventDate: 'Datum události nemůže být v budoucnosti.',
    });
  });

  it('reads the clock at each validation when given one', () => {
    let now = wednesday;
    const live = claimReportSchema('cs', { now: () => now });
    expect(firstErrors(live, { ...report, eventDate: '2026-01-15' }).eventDate).toBe(
      'Datum události nemůže být v budoucnosti.',
    );
    now = new Date('2026-01-15T08:00:00+01:00');
    expect(parsed(live, { ...report, eventDate: '2026-01-15' }).eventDate).toBe('2026-01-15');
  });

  it('checks the optional fields only for their shape and length', () => {
    const long = (length: number) => 'a'.repeat(length);
    expect(
      firstErrors(schema(), {
        ...report,
        policyOrPlate: long(CLAIM_POLICY_OR_PLATE_MAX + 1),
        email: 'jana.example.cz',
        description: long(CLAIM_DESCRIPTION_MAX + 1),
      }),
    ).toEqual({
      policyOrPlate: 'SPZ nebo číslo smlouvy může mít nejvýše 30 znaků.',
      email: 'E-mail je ve špatném formátu.',
      description: 'Stručný popis může mít nejvýše 1 000 znaků.',
    });
    expect(
      firstErrors(schema('en'), {
        ...report,
        policyOrPlate: long(CLAIM_POLICY_OR_PLATE_MAX + 1),
        description: long(CLAIM_DESCRIPTION_MAX + 1),
      }),
    ).toEqual({
      policyOrPlate: 'The plate or contract number can have at most 30 characters.',
      description: 'The short description can have at most 1,000 characters.',
    });
    const atTheLimit = parsed(schema(), {
      ...report,
      policyOrPlate: long(CLAIM_POLICY_OR_PLATE_MAX),
      description: long(CLAIM_DESCRIPTION_MAX),
    });
    expect(atTheLimit.policyOrPlate).toHaveLength(CLAIM_POLICY_OR_PLATE_MAX);
    expect(atTheLimit.description).toHaveLength(CLAIM_DESCRIPTION_MAX);
  });

  it('a phone holding only its prefix is missing; a wrong one is wrong', () => {
    expect(firstErrors(schema(), { ...report, phone: '+420 ' })).toEqual({
      phone: 'Telefon je povinný údaj.',
    });
    expect(firstErrors(schema(), { ...report, phone: '+420 601 123' })).toEqual({
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });
});

describe('claimReportSchema, for any input', () => {
  /** Days from 1 January 2000 up to `today`, as the date field reports them. */
  const dayUpTo = (today: string) =>
    fc
      .integer({ min: 0, max: 9500 })
      .map((back) => addDays(today, -back))
      .filter((day) => day >= '2000-01-01');

  it('accepts any day up to today in Prague, whatever the hour there', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 9500 }),
        (now, back) => {
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(now);
          const day = addDays(today, -back);
          expect(parsed(schema('cs', now), { ...report, eventDate: day }).eventDate).toBe(day);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('rejects any day after today in Prague with the future message', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 4000 }),
        (now, ahead) => {
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(now);
          expect(firstErrors(schema('cs', now), { ...report, eventDate: addDays(today, ahead) })).toEqual({
            eventDate: 'Datum události nemůže být v budoucnosti.',
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('accepts every claim type with any valid phone, sent in its one form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLAIM_TYPES),
        validPhone,
        dayUpTo('2026-01-14'),
        (claimType, phone, day) => {
          const values = parsed(schema(), { ...report, claimType, phone, eventDate: day });
          expect(values.claimType).toBe(claimType);
          expect(values.phone).toMatch(/^\+42[01] \d{3} \d{3} \d{3}$/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('an optional text is accepted up to its limit and refused beyond it, whatever it holds', () => {
    const trimmed = (max: number) =>
      fc.string({ maxLength: max, unit: 'grapheme-ascii' }).filter((value) => value.trim() === value);
    fc.assert(
      fc.property(
        trimmed(CLAIM_POLICY_OR_PLATE_MAX),
        trimmed(CLAIM_DESCRIPTION_MAX),
        (policyOrPlate, description) => {
          const values = parsed(schema(), { ...report, policyOrPlate, description });
          expect(values).toMatchObject({ policyOrPlate, description });
          const over = firstErrors(schema(), {
            ...report,
            policyOrPlate: `${policyOrPlate}x`.padStart(CLAIM_POLICY_OR_PLATE_MAX + 1, 'x'),
            description: `${description}x`.padStart(CLAIM_DESCRIPTION_MAX + 1, 'x'),
          });
          expect(over).toEqual({
            policyOrPlate: 'SPZ nebo číslo smlouvy může mít nejvýše 30 znaků.',
            description: 'Stručný popis může mít nejvýše 1 000 znaků.',
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never accepts a report without the personal-data consent, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(false, undefined, null, 'true', 1), (consent) => {
        expect(firstErrors(schema(), { ...report, personalDataConsent: consent }).personalDataConsent).toBe(
          'Souhlas je povinný údaj.',
        );
      }),
    );
  });
});
