import { describe, expect, it } from 'vitest';
import { firstErrors, parsed } from '../../test/issues.js';
import { meetingInvalidMessage, meetingSchema, techEventSchema } from './techEvent.js';

const valid = {
  topic: 'AI v pojišťovnictví',
  drink: 'Káva',
  where: 'inPerson',
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+421 901 123 456',
};

const inPerson = valid;

describe('techEventSchema / meetingSchema', () => {
  it('accepts a complete registration; notes are optional', () => {
    expect(parsed(techEventSchema(), inPerson)).toEqual({ ...inPerson, notes: '' });
    expect(parsed(meetingSchema(), { ...valid, notes: ' Přijdu později ' }).notes).toBe('Přijdu později');
  });

  it('asks for every choice and field in SPEC’s own words, the drink only in person', () => {
    expect(firstErrors(meetingSchema('cs'), {})).toEqual({
      topic: 'Prosím vyberte jednu z možností.',
      where: 'Prosím vyberte jednu z možností.',
      name: 'Prosím vyplňte jméno.',
      surname: 'Prosím vyplňte příjmení.',
      email: 'E-mail je povinný údaj.',
      phone: 'Telefon je povinný údaj.',
    });
    expect(firstErrors(meetingSchema('cs'), { where: 'inPerson' })).toMatchObject({
      drink: 'Prosím vyberte jednu z možností.',
    });
    expect(firstErrors(techEventSchema('en'), { where: 'inPerson' })).toMatchObject({
      drink: 'Please choose one of the options.',
      email: 'E-mail is required.',
      phone: 'Phone is required.',
    });
  });

  it('does not ask an online attendee for a drink, and sends none for them', () => {
    const online = { ...valid, where: 'online' };
    expect(firstErrors(techEventSchema(), { ...online, drink: '' })).toEqual({});
    expect(firstErrors(techEventSchema(), { ...online, drink: undefined })).toEqual({});
    // A drink chosen before switching to online is not sent: nobody will have it ready.
    expect(parsed(techEventSchema(), online).drink).toBe('');
    expect(parsed(techEventSchema(), { ...valid, drink: ' Káva ' }).drink).toBe('Káva');
    expect(firstErrors(techEventSchema(), { ...valid, drink: '  ' })).toEqual({
      drink: 'Prosím vyberte jednu z možností.',
    });
  });

  it('checks the e-mail format and the phone format', () => {
    expect(firstErrors(techEventSchema(), { ...valid, email: 'jana@', phone: '+420 012 345 678' })).toEqual({
      email: 'E-mail je ve špatném formátu.',
      phone: 'Špatný formát čísla nebo chybí předvolba.',
    });
  });

  it('knows only online and in-person places', () => {
    expect(firstErrors(techEventSchema(), { ...valid, where: 'online' })).toEqual({});
    expect(firstErrors(techEventSchema(), { ...valid, where: 'moon' })).toEqual({
      where: 'Prosím vyberte jednu z možností.',
    });
  });

  it('has the message the meeting form shows when invalid, in both locales', () => {
    expect(meetingInvalidMessage()).toBe('Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.');
    expect(meetingInvalidMessage('en')).toBe(
      'Oops, something is still missing. Please check the details you entered.',
    );
  });

  it('speaks English in the en locale', () => {
    expect(firstErrors(techEventSchema('en'), { ...valid, name: '' })).toEqual({
      name: 'Please fill in your first name.',
    });
  });
});
