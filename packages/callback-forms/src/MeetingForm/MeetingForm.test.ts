import { contentProps, createRegistry, resolveSection } from '@insurance-web/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoSite } from '../../../../.storybook/site';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { MeetingForm } from './MeetingForm';
import { digitalMeetingFormBlock, techEventFormBlock } from './meetingFormBlock';
import {
  duplicateIndexes,
  isRegistrationClosed,
  meetingFieldsOnScreen,
  placeOptions,
} from './meetingOptions';
import { meetingFormMessages } from './messages';

const topics = [
  { value: 'ai-claims', label: 'Umělá inteligence v likvidaci škod' },
  { value: 'fraud', label: 'Odhalování pojistných podvodů' },
];
const drinks = [
  { value: 'coffee', label: 'Káva' },
  { value: 'lemonade', label: 'Domácí limonáda' },
];
const event = {
  eventName: 'AI v likvidaci škod',
  eventDate: 'čtvrtek 4. března 2027 od 18:00',
  eventDay: '2027-03-04',
};
/** The server's "now" of a render: a site configuration with a fixed clock. */
const at = (now: string) => ({ ...demoSite, now });

describeBlockContract(techEventFormBlock, {
  valid: {
    minimal: { ...event, topics: [topics[0]], drinks: [drinks[0]] },
    full: {
      heading: 'Přijďte na večer o AI',
      perex: 'Ukážeme, jak umělá inteligence zrychluje likvidaci škod.',
      ...event,
      venue: 'Horizont Campus, Na Pankráci 1, Praha 4',
      topics,
      drinks,
    },
    nulls: { heading: null, perex: null, venue: null, ...event, topics, drinks },
  },
  invalid: {
    noEventName: {
      data: { eventDate: event.eventDate, eventDay: event.eventDay, topics, drinks },
      path: 'eventName',
    },
    noEventDay: {
      data: { eventName: event.eventName, eventDate: event.eventDate, topics, drinks },
      path: 'eventDay',
    },
    eventDayNotADate: { data: { ...event, eventDay: '4. 3. 2027', topics, drinks }, path: 'eventDay' },
    eventDayNull: { data: { ...event, eventDay: null, topics, drinks }, path: 'eventDay' },
    blankEventDate: { data: { ...event, eventDate: '  ', topics, drinks }, path: 'eventDate' },
    noTopics: { data: { ...event, topics: [], drinks }, path: 'topics' },
    topicsNull: { data: { ...event, topics: null, drinks }, path: 'topics' },
    noDrinks: { data: { ...event, topics }, path: 'drinks' },
    duplicateTopic: {
      data: { ...event, topics: [...topics, { value: 'fraud', label: 'Podvody' }], drinks },
      path: 'topics.2.value',
    },
    duplicateDrink: {
      data: { ...event, topics, drinks: [drinks[0], drinks[0]] },
      path: 'drinks.1.value',
    },
    drinkWithoutLabel: { data: { ...event, topics, drinks: [{ value: 'tea' }] }, path: 'drinks.0.label' },
  },
});

describeBlockContract(digitalMeetingFormBlock, {
  valid: {
    minimal: { topics: [topics[0]], drinks: [drinks[0]] },
    full: { heading: 'Schůzka o flotile', perex: 'Probereme pojištění vozového parku.', topics, drinks },
    nulls: { heading: null, perex: null, topics, drinks },
  },
  invalid: {
    noTopics: { data: { drinks }, path: 'topics' },
    noDrinks: { data: { topics, drinks: [] }, path: 'drinks' },
    duplicateTopic: { data: { topics: [topics[1], topics[1]], drinks }, path: 'topics.1.value' },
    topicWithoutValue: {
      data: { topics: [{ value: ' ', label: 'Flotila' }], drinks },
      path: 'topics.0.value',
    },
  },
});

describe('forms.tech-event and forms.digital-meeting', () => {
  const html = (block: typeof techEventFormBlock, data: object, now = '2026-11-27T10:00:00+01:00') =>
    renderBlockToHtml(block, contentProps(block, data), at(now));

  it('renders the registration on the server: the event, the choices, the prefilled phone with its hint', () => {
    const page = html(techEventFormBlock, { ...event, venue: 'Horizont Campus, Praha 4', topics, drinks });
    expect(page).toContain('Registrace na akci');
    expect(page).toContain('AI v likvidaci škod');
    expect(page).toContain('čtvrtek 4. března 2027 od 18:00');
    // The venue says where "in person" is.
    expect(page.match(/Horizont Campus, Praha 4/g)).toHaveLength(2);
    expect(page).toContain('Odhalování pojistných podvodů');
    // The drink is asked once the visitor chooses to come in person, not before.
    expect(page).not.toContain('Domácí limonáda');
    expect(page).not.toContain('registrace je uzavřena');
    expect(page).toContain('value="+420 "');
    expect(page).toContain('Zadejte číslo s předvolbou +420 nebo +421.');
    expect(page).toContain('Pokračovat');
    expect(page).toMatch(/<form novalidate/i);
    // The form-level message has its live region from the start, and no text in it yet.
    expect(page).toContain('<div role="alert" aria-atomic="true"></div>');
    expect(page).not.toContain('Jejda');
  });

  it('closes the registration once the event’s day is over in Prague, and not before', () => {
    const data = { ...event, topics, drinks };
    // 4 March 2027, 23:59 in Prague (22:59 UTC): still the day of the event.
    const onTheDay = html(techEventFormBlock, data, '2027-03-04T22:59:00Z');
    expect(onTheDay).toContain('Pokračovat');
    expect(onTheDay).not.toContain('registrace je uzavřena');
    // 5 March 2027, 0:00 in Prague is still 4 March in UTC: Prague decides.
    const after = html(techEventFormBlock, data, '2027-03-04T23:00:00Z');
    expect(after).toContain('Akce už proběhla, registrace je uzavřena. Děkujeme za váš zájem.');
    expect(after).toContain('čtvrtek 4. března 2027 od 18:00');
    expect(after).not.toContain('Pokračovat');
    expect(after).not.toMatch(/<form/i);
  });

  it('renders the digital meeting with its own heading and texts, and no event', () => {
    const page = html(digitalMeetingFormBlock, { topics, drinks });
    expect(page).toContain('Digitální schůzka se specialistou');
    expect(page).toContain('Jak se chcete setkat?');
    expect(page).toContain('Na pobočce, kterou si spolu domluvíme.');
    expect(page).not.toContain('<dl');
  });

  it('takes the editor’s heading and perex', () => {
    const page = html(digitalMeetingFormBlock, {
      heading: 'Schůzka o flotile',
      perex: 'Do 30 minut.',
      topics,
      drinks,
    });
    expect(page).toContain('Schůzka o flotile');
    expect(page).toContain('Do 30 minut.');
    expect(page).not.toContain('Digitální schůzka se specialistou');
  });

  it('always hydrates, both types from the one form’s loader', async () => {
    expect(techEventFormBlock.island?.(contentProps(techEventFormBlock, { ...event, topics, drinks }))).toBe(
      true,
    );
    expect(digitalMeetingFormBlock.island?.(contentProps(digitalMeetingFormBlock, { topics, drinks }))).toBe(
      true,
    );
    expect(await callbackFormIslands['forms.tech-event']?.()).toBe(MeetingForm);
    expect(await callbackFormIslands['forms.digital-meeting']?.()).toBe(MeetingForm);
  });

  it('gives the component the variant and the event of its section', () => {
    expect(contentProps(techEventFormBlock, { ...event, topics, drinks })).toEqual({
      variant: 'techEvent',
      heading: '',
      perex: '',
      event: { name: event.eventName, date: event.eventDate, venue: '', day: '2027-03-04' },
      topics,
      drinks,
    });
    expect(contentProps(digitalMeetingFormBlock, { topics, drinks })).toEqual({
      variant: 'digitalMeeting',
      heading: '',
      perex: '',
      event: null,
      topics,
      drinks,
    });
  });
});

describe('the choice lists of the CMS', () => {
  const registry = createRegistry([digitalMeetingFormBlock]);
  const option = fc.record({
    value: fc.constantFrom('a', 'b', 'c', 'd', 'coffee', 'tea'),
    label: fc.string({ minLength: 1 }).filter((label) => label.trim().length > 0),
  });

  it('accepts a list exactly when it is not empty and no value repeats; each repeat is named by its path', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 6 }), (list) => {
        const result = resolveSection(registry, {
          __component: 'forms.digital-meeting',
          topics: list,
          drinks: [{ value: 'coffee', label: 'Káva' }],
        });
        const values = list.map((item) => item.value);
        const repeats = values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
        if (list.length > 0 && repeats.length === 0) {
          expect(result.status).toBe('ok');
          return;
        }
        expect(result.status).toBe('invalid');
        if (result.status !== 'invalid') return;
        const paths = result.issues.map((issue) => issue.path);
        expect(paths).toEqual(
          list.length === 0 ? ['topics'] : repeats.map((index) => `topics.${index}.value`),
        );
      }),
    );
  });

  it('duplicateIndexes: every index it names repeats an earlier value, and every other one is the first', () => {
    fc.assert(
      fc.property(fc.array(option.map(({ value }) => ({ value }))), (list) => {
        const duplicates = new Set(duplicateIndexes(list));
        list.forEach((item, index) => {
          const repeats = list.slice(0, index).some((earlier) => earlier.value === item.value);
          expect(duplicates.has(index)).toBe(repeats);
        });
      }),
    );
  });
});

describe('isRegistrationClosed and meetingFieldsOnScreen', () => {
  it('closes after the event’s day in Prague; a meeting without an event never closes', () => {
    const day = { day: '2026-06-11' };
    expect(isRegistrationClosed(day, new Date('2026-06-11T21:59:59Z'))).toBe(false);
    expect(isRegistrationClosed(day, new Date('2026-06-11T22:00:00Z'))).toBe(true);
    expect(isRegistrationClosed(day, new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(isRegistrationClosed(day, new Date('2026-06-10T10:00:00Z'))).toBe(false);
    expect(isRegistrationClosed(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('puts the drink on screen only in person', () => {
    expect(meetingFieldsOnScreen('inPerson')).toContain('drink');
    expect(meetingFieldsOnScreen('online')).not.toContain('drink');
    expect(meetingFieldsOnScreen(undefined)).not.toContain('drink');
  });
});

describe('placeOptions', () => {
  const t = meetingFormMessages.cs;

  it('offers online first, then in person, with what each means', () => {
    expect(placeOptions(t.digitalMeeting)).toEqual([
      { value: 'online', label: 'Online', description: 'Videohovor v prohlížeči, nic nemusíte instalovat.' },
      { value: 'inPerson', label: 'Osobně', description: 'Na pobočce, kterou si spolu domluvíme.' },
    ]);
  });

  it('says where an event takes place when the editor gave the venue', () => {
    expect(placeOptions(t.techEvent, 'Horizont Campus, Praha 4')[1]).toEqual({
      value: 'inPerson',
      label: 'Osobně',
      description: 'Horizont Campus, Praha 4',
    });
    expect(placeOptions(t.techEvent, '')[1]?.description).toBe('Přijdete na místo konání.');
  });
});

describe('meetingFormMessages', () => {
  it('has the same texts in Czech and English, and the SPEC’s button and confirmation', () => {
    const keys = (messages: object): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
      );
    expect(keys(meetingFormMessages.en)).toEqual(keys(meetingFormMessages.cs));
    expect(meetingFormMessages.cs.submit).toBe('Pokračovat');
    expect(meetingFormMessages.cs.successHeading).toBe('Děkujeme!');
    expect(meetingFormMessages.cs.techEvent.successText('AI v likvidaci škod')).toBe(
      'Registraci na akci AI v likvidaci škod jsme přijali. Podrobnosti vám pošleme e-mailem.',
    );
  });
});
