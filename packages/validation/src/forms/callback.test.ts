import { describe, expect, expectTypeOf, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { type CallbackValues, callbackSchema } from './callback.js';

// Wednesday 14 January 2026, Prague winter time (UTC+1).
const wed = (time: string) => new Date(`2026-01-14T${time}:00+01:00`);
const valid = { name: 'Jana', phone: '+420 601 123 456', date: '2026-01-15', dayTime: 0 };

describe('callbackSchema', () => {
  it('accepts a complete request and sends dayTime as a number', () => {
    expect(
      parsed(callbackSchema('cs', { now: wed('09:00') }), { ...valid, name: ' Jana ', dayTime: '1' }),
    ).toEqual({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-01-15',
      dayTime: 1,
    });
  });

  it('reports every missing field at once, each with its own message', () => {
    expect(firstErrors(callbackSchema('cs', { now: wed('09:00') }), {})).toEqual({
      name: 'Jméno je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
      date: 'Datum je povinný údaj.',
      dayTime: 'Čas je povinný údaj.',
    });
  });

  it('reports the missing day part even while another field is wrong (no field silences the form rules)', () => {
    expect(
      firstErrors(callbackSchema('cs', { now: wed('09:00') }), { ...valid, name: '', dayTime: '' }),
    ).toEqual({ name: 'Jméno je povinný údaj.', dayTime: 'Čas je povinný údaj.' });
    const schema = callbackSchema('cs', { now: wed('09:00') });
    const result = schema.safeParse({ ...valid, phone: '+420 ', dayTime: undefined });
    // One message per field: the empty phone is "required", not also "wrong format".
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone', 'dayTime']);
  });

  it('treats the untouched +420 prefix as a missing phone, and a bad number as a format error', () => {
    const schema = callbackSchema('cs', { now: wed('09:00') });
    expect(firstErrors(schema, { ...valid, phone: '+420 ' })).toEqual({ phone: 'Telefon je povinný údaj.' });
    expect(firstErrors(schema, { ...valid, phone: '601 123 456' })).toEqual({
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('rejects a date that is not a real ISO date', () => {
    const schema = callbackSchema('cs', { now: wed('09:00') });
    expect(firstErrors(schema, { ...valid, date: '15. 1. 2026' })).toEqual({
      date: 'Datum je ve špatném formátu.',
    });
    expect(firstErrors(schema, { ...valid, date: '2026-02-30' })).toEqual({
      date: 'Datum je ve špatném formátu.',
    });
  });

  it('accepts only 0 or 1 as the day part', () => {
    const schema = callbackSchema('cs', { now: wed('09:00') });
    expect(firstErrors(schema, { ...valid, dayTime: 2 })).toEqual({ dayTime: 'Čas je povinný údaj.' });
    expect(firstErrors(schema, { ...valid, dayTime: '' })).toEqual({ dayTime: 'Čas je povinný údaj.' });
  });

  it('takes today in the afternoon until 09:59, not from 10:00 (fixedWindow)', () => {
    const today = { ...valid, date: '2026-01-14', dayTime: 1 };
    expect(firstErrors(callbackSchema('cs', { now: wed('09:59') }), today)).toEqual({});
    expect(firstErrors(callbackSchema('cs', { now: wed('10:00') }), today)).toEqual({
      date: 'Na tento den už vám zavolat nestihneme, zvolte prosím pozdější datum.',
    });
  });

  it('moves the cut-off to 17:00 in asap mode', () => {
    const today = { ...valid, date: '2026-01-14', dayTime: 1 };
    expect(firstErrors(callbackSchema('cs', { now: wed('16:59'), mode: 'asap' }), today)).toEqual({});
    expect(firstErrors(callbackSchema('cs', { now: wed('17:00'), mode: 'asap' }), today)).toHaveProperty(
      'date',
    );
  });

  it('offers no morning today', () => {
    expect(
      firstErrors(callbackSchema('cs', { now: wed('09:00') }), { ...valid, date: '2026-01-14', dayTime: 0 }),
    ).toEqual({
      dayTime: 'Dnes vám můžeme zavolat už jen odpoledne.',
    });
  });

  it('refuses weekend dates with the weekend warning', () => {
    const schema = callbackSchema('cs', { now: new Date('2026-01-16T19:00:00+01:00') });
    const weekend = 'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…';
    expect(firstErrors(schema, { ...valid, date: '2026-01-17' })).toEqual({ date: weekend });
    expect(firstErrors(schema, { ...valid, date: '2026-01-18' })).toEqual({ date: weekend });
    expect(firstErrors(schema, { ...valid, date: '2026-01-19' })).toEqual({});
  });

  it('refuses a public holiday with the weekend warning, in both locales, and asks for no day part', () => {
    const advent = new Date('2026-12-21T08:00:00+01:00');
    const cs = callbackSchema('cs', { now: advent });
    const weekend = 'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…';
    for (const date of ['2026-12-24', '2026-12-25', '2027-01-01', '2027-03-26', '2027-03-29']) {
      expect(firstErrors(cs, { ...valid, date })).toEqual({ date: weekend });
      expect(firstErrors(cs, { ...valid, date, dayTime: undefined })).toEqual({ date: weekend });
    }
    expect(firstErrors(callbackSchema('en', { now: advent }), { ...valid, date: '2026-12-24' })).toEqual({
      date: 'We cannot call you on this day, please choose a day other than the weekend…',
    });
    expect(firstErrors(cs, { ...valid, date: '2026-12-23' })).toEqual({});
    expect(firstErrors(cs, { ...valid, date: '2026-12-28' })).toEqual({});
  });

  it('asks for no day part on a weekend date, where the form shows the warning instead of the choice', () => {
    const schema = callbackSchema('cs', { now: wed('09:00') });
    expect(firstErrors(schema, { ...valid, date: '2026-01-17', dayTime: undefined })).toEqual({
      date: 'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
    });
    expect(firstErrors(schema, { ...valid, date: '2026-01-19', dayTime: null })).toEqual({
      dayTime: 'Čas je povinný údaj.',
    });
  });

  it('reads a clock function at each validation', () => {
    let now = wed('09:00');
    const schema = callbackSchema('cs', { now: () => now });
    const today = { ...valid, date: '2026-01-14', dayTime: 1 };
    expect(firstErrors(schema, today)).toEqual({});
    now = wed('10:30');
    expect(firstErrors(schema, today)).toHaveProperty('date');
  });

  it('requires the topic in the topic variant', () => {
    const schema = callbackSchema('cs', { now: wed('09:00'), withTopic: true });
    expect(firstErrors(schema, valid)).toEqual({ topic: 'Výběr tématu je povinný údaj.' });
    expect(firstErrors(schema, { ...valid, topic: 'Pojištění auta' })).toEqual({});
    expect(parsed(schema, { ...valid, topic: 'Pojištění auta' })).toEqual({
      name: 'Jana',
      phone: '+420 601 123 456',
      date: '2026-01-15',
      dayTime: 0,
      topic: 'Pojištění auta',
    });
  });

  it('leaves the topic out of the values without the variant, whatever the field held', () => {
    const values = parsed(callbackSchema('cs', { now: wed('09:00') }), { ...valid, topic: 'Pojištění auta' });
    expect(values).not.toHaveProperty('topic');
    expect(parsed(callbackSchema('cs', { now: wed('09:00') }), { ...valid, topic: '' })).not.toHaveProperty(
      'topic',
    );
  });

  it('speaks English in the en locale', () => {
    expect(firstErrors(callbackSchema('en', { now: wed('09:00'), withTopic: true }), {})).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
      date: 'Date is required.',
      dayTime: 'Time is required.',
      topic: 'Choosing a topic is required.',
    });
  });

  it('uses Czech and the system clock by default', () => {
    expect(firstErrors(callbackSchema(), {})).toHaveProperty('name', 'Jméno je povinný údaj.');
  });

  it('types the parsed values as CallbackValues: the day part 0 or 1, the topic optional', () => {
    expectTypeOf<CallbackValues['dayTime']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<
      ReturnType<typeof parsed<ReturnType<typeof callbackSchema>>>
    >().toEqualTypeOf<CallbackValues>();
    expectTypeOf<{ name: string; phone: string; date: string; dayTime: 0 }>().toExtend<CallbackValues>();
  });
});
