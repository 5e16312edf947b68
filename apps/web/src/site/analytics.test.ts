import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  consentGate,
  consentSignals,
  createConsentGate,
  pushToDataLayer,
  setAnalyticsConsent,
} from './analytics';
import { type AnalyticsConsent, analyticsConsentFrom, CONSENT_COOKIE, consentCookieIn } from './consent';

type Entry = Record<string, unknown> | unknown[];

/** A gate over one array, gtag calls recorded as arrays (`['consent', 'update', {...}]`). */
function recorded(initial: AnalyticsConsent) {
  const layer: Entry[] = [];
  const gate = createConsentGate(
    (event) => layer.push(event),
    (...args) => layer.push(args),
    initial,
  );
  return { layer, gate };
}

const event = fc.record({
  event: fc.string({ minLength: 1 }),
  label: fc.option(fc.string(), { nil: undefined }),
});
const events = fc.array(event, { maxLength: 20 });
const isEvent = (entry: Entry) => !Array.isArray(entry);
const DEFAULT = ['consent', 'default', consentSignals(false)];

describe('the consent gate (holding analytics sink)', () => {
  it('pushes nothing but the consent default before the visitor chooses', () => {
    fc.assert(
      fc.property(events, (before) => {
        const { layer, gate } = recorded('pending');
        for (const item of before) gate.track(item);
        expect(layer).toEqual([DEFAULT]);
        expect(gate.held).toBe(before.length);
      }),
    );
  });

  it('flushes the held events in order right after the update that grants analytics, then passes new ones on', () => {
    fc.assert(
      fc.property(events, events, (before, after) => {
        const { layer, gate } = recorded('pending');
        for (const item of before) gate.track(item);
        gate.decide(true);
        for (const item of after) gate.track(item);
        expect(layer).toEqual([DEFAULT, ['consent', 'update', consentSignals(true)], ...before, ...after]);
        expect(gate.held).toBe(0);
      }),
    );
  });

  it('drops every event, held or later, after a refusal', () => {
    fc.assert(
      fc.property(events, events, (before, after) => {
        const { layer, gate } = recorded('pending');
        for (const item of before) gate.track(item);
        gate.decide(false);
        for (const item of after) gate.track(item);
        expect(layer.filter(isEvent)).toEqual([]);
        expect(layer).toEqual([DEFAULT, ['consent', 'update', consentSignals(false)]]);
      }),
    );
  });

  it('in any sequence of events and choices, an event reaches the layer only while granted, in order, after a grant', () => {
    const step = fc.oneof(
      event.map((item) => ({ kind: 'event' as const, item })),
      fc.boolean().map((analytics) => ({ kind: 'choice' as const, analytics })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<AnalyticsConsent>('pending', 'granted', 'denied'),
        fc.array(step),
        (initial, steps) => {
          const { layer, gate } = recorded(initial);
          // The model: what must reach the layer.
          let state = initial;
          let held: object[] = [];
          const expected: Entry[] = [DEFAULT];
          if (initial !== 'pending')
            expected.push(['consent', 'update', consentSignals(initial === 'granted')]);
          for (const s of steps) {
            if (s.kind === 'event') {
              gate.track(s.item);
              if (state === 'granted') expected.push(s.item);
              else if (state === 'pending') held.push(s.item);
            } else {
              gate.decide(s.analytics);
              const next = s.analytics ? 'granted' : 'denied';
              if (next !== state) {
                expected.push(['consent', 'update', consentSignals(s.analytics)]);
                if (s.analytics) expected.push(...(held as Entry[]));
                held = [];
                state = next;
              }
            }
          }
          expect(layer).toEqual(expected);
          // The first entry is always the default, and no event comes before a granting update.
          const firstGrant = layer.findIndex(
            (entry) =>
              Array.isArray(entry) &&
              entry[1] === 'update' &&
              (entry[2] as { analytics_storage: string }).analytics_storage === 'granted',
          );
          const firstEvent = layer.findIndex(isEvent);
          if (firstEvent !== -1) expect(firstGrant).toBeGreaterThan(-1);
          if (firstEvent !== -1) expect(firstEvent).toBeGreaterThan(firstGrant);
        },
      ),
    );
  });
});

describe('the consent cookie', () => {
  const cookie = (value: object) => encodeURIComponent(JSON.stringify(value));
  const valid = { consentId: 'a1', consentTimestamp: '2026-01-01T00:00:00.000Z', revision: 0 };

  it('reads the analytics category from vanilla-cookieconsent’s value, encoded or not', () => {
    expect(analyticsConsentFrom(cookie({ ...valid, categories: ['necessary', 'analytics'] }))).toBe(
      'granted',
    );
    expect(analyticsConsentFrom(cookie({ ...valid, categories: ['necessary'] }))).toBe('denied');
    expect(analyticsConsentFrom(JSON.stringify({ ...valid, categories: ['necessary'] }))).toBe('denied');
  });

  it('takes anything else for no choice yet', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        expect(['pending', 'granted', 'denied']).toContain(analyticsConsentFrom(value));
      }),
    );
    expect(analyticsConsentFrom(undefined)).toBe('pending');
    expect(analyticsConsentFrom('%7B')).toBe('pending');
    expect(analyticsConsentFrom(cookie({ categories: ['analytics'] }))).toBe('pending');
    expect(analyticsConsentFrom(cookie([]))).toBe('pending');
  });

  it('finds its cookie among others', () => {
    expect(consentCookieIn(`a=1; ${CONSENT_COOKIE}=x%3Dy; b=2`)).toBe('x%3Dy');
    expect(consentCookieIn('a=1')).toBeUndefined();
  });
});

describe('the page’s sink on window', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('holds events until granted, with the consent default first, as gtag arguments', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    Reflect.set(globalThis, 'window', fakeWindow);
    Reflect.set(globalThis, 'document', { cookie: '' });
    pushToDataLayer({ name: 'CTA', label: 'a' });
    pushToDataLayer({ name: 'FAQ', label: 'b' });
    const asArrays = () =>
      (fakeWindow.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as IArguments)
          : entry,
      );
    expect(asArrays()).toEqual([DEFAULT]);
    setAnalyticsConsent(true);
    expect(asArrays()).toEqual([
      DEFAULT,
      ['consent', 'update', consentSignals(true)],
      { event: 'CTA', label: 'a' },
      { event: 'FAQ', label: 'b' },
    ]);
  });

  it('knows a returning visitor’s choice from the cookie', () => {
    Reflect.set(globalThis, 'window', {});
    const value = encodeURIComponent(JSON.stringify({ consentId: 'x', categories: ['necessary'] }));
    Reflect.set(globalThis, 'document', { cookie: `${CONSENT_COOKIE}=${value}` });
    expect(consentGate()?.state).toBe('denied');
  });
});
