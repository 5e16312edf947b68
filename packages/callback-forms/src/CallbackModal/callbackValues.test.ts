import { ApiError, callbackFieldNames, fieldErrors } from '@insurance-web/api-client';
import { callbackSchema } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByFields } from '../leadForm/fieldErrorSplit.js';
import { CALLBACK_FIELD_NAMES, CALLBACK_FIELDS, toCallbackValues } from './callbackValues.js';

/** The modal's split of server field errors: the shared lead-form one, over the modal's fields. */
const splitFieldErrors = (errors: Record<string, string>) => splitByFields(errors, CALLBACK_FIELDS);

const now = new Date('2026-11-25T08:30:00.000Z');

function parse(input: Record<string, unknown>, withTopic = false) {
  return callbackSchema('cs', { now, withTopic }).parse(input);
}

describe('toCallbackValues', () => {
  it('maps the parsed form to the call values, day part as a number', () => {
    const values = parse({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-11-26',
      dayTime: '0',
      topic: '',
    });
    expect(toCallbackValues(values, false)).toEqual({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-11-26',
      dayTime: 0,
    });
  });

  it('sends the topic only in the topic variant', () => {
    const values = parse(
      { name: 'Jana', phone: '+420 601 123 456', date: '2026-11-25', dayTime: '1', topic: 'vehicle' },
      true,
    );
    expect(toCallbackValues(values, true)).toEqual({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-11-25',
      dayTime: 1,
      topic: 'vehicle',
    });
    expect(toCallbackValues(values, false)).not.toHaveProperty('topic');
  });
});

describe('the modal’s server field errors', () => {
  it('keeps the form fields in reading order (the first is focused) and lists the rest', () => {
    expect(splitFieldErrors({ phone: 'Špatně', plannedOn: 'x', name: 'Chybí' })).toEqual({
      known: [
        ['name', 'Chybí'],
        ['phone', 'Špatně'],
      ],
      unknown: ['plannedOn'],
    });
  });

  it('never loses an error: every name is either known or unknown', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(fc.constantFrom(...CALLBACK_FIELDS), fc.string()), fc.string()),
        (errors) => {
          const { known, unknown } = splitFieldErrors(errors);
          expect(known.length + unknown.length).toBe(Object.keys(errors).length);
          for (const [name] of known) expect(CALLBACK_FIELDS).toContain(name);
        },
      ),
    );
  });
});

describe('CALLBACK_FIELD_NAMES', () => {
  it('is the api-client’s map (one definition, beside the mappers), kept under its old name', () => {
    expect(CALLBACK_FIELD_NAMES).toBe(callbackFieldNames);
    for (const field of Object.values(CALLBACK_FIELD_NAMES)) expect(CALLBACK_FIELDS).toContain(field);
  });

  it('puts the motorcycle offer payload errors on the form fields', () => {
    const error = new ApiError({
      message: 'Validation failed',
      status: 400,
      errors: [
        { field: 'firstName', message: 'Jméno je povinný údaj.' },
        { field: 'plannedOn', message: 'Datum je povinný údaj.' },
        { field: 'meridiemCode', message: 'Čas je povinný údaj.' },
        { field: 'phone', message: 'Špatný formát čísla nebo chybí předvolba.' },
      ],
    });
    expect(splitFieldErrors(fieldErrors(error, CALLBACK_FIELD_NAMES))).toEqual({
      known: [
        ['name', 'Jméno je povinný údaj.'],
        ['phone', 'Špatný formát čísla nebo chybí předvolba.'],
        ['date', 'Datum je povinný údaj.'],
        ['dayTime', 'Čas je povinný údaj.'],
      ],
      unknown: [],
    });
  });

  it('finds no field errors in a network failure', () => {
    const error = new ApiError({ message: 'An unknown error occurred', status: 500 });
    expect(splitFieldErrors(fieldErrors(error, CALLBACK_FIELD_NAMES)).known).toEqual([]);
  });
});
