import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callbackWhen } from './callbackWhen.js';

describe('callbackWhen', () => {
  it('names the day and the part of day in Czech, the weekday after its preposition', () => {
    expect(callbackWhen('2026-12-10', 0, 'cs')).toBe(
      'Zavoláme vám ve čtvrtek 10. prosince dopoledne (8–12 h).',
    );
    expect(callbackWhen('2026-12-09', 1, 'cs')).toBe(
      'Zavoláme vám ve středu 9. prosince odpoledne (13–17 h).',
    );
    expect(callbackWhen('2026-12-07', 0, 'cs')).toBe(
      'Zavoláme vám v pondělí 7. prosince dopoledne (8–12 h).',
    );
    expect(callbackWhen('2026-12-08', 0, 'cs')).toBe('Zavoláme vám v úterý 8. prosince dopoledne (8–12 h).');
    expect(callbackWhen('2026-12-11', 1, 'cs')).toBe(
      'Zavoláme vám v pátek 11. prosince odpoledne (13–17 h).',
    );
    // Months in the genitive, as Czech writes a date.
    expect(callbackWhen('2027-01-04', 0, 'cs')).toBe('Zavoláme vám v pondělí 4. ledna dopoledne (8–12 h).');
    expect(callbackWhen('2026-07-07', 1, 'cs')).toBe('Zavoláme vám v úterý 7. července odpoledne (13–17 h).');
  });

  it('says it in English', () => {
    expect(callbackWhen('2026-12-10', 0, 'en')).toBe(
      'We will call you on Thursday 10 December in the morning (8:00–12:00).',
    );
    expect(callbackWhen('2026-03-30', 1, 'en')).toBe(
      'We will call you on Monday 30 March in the afternoon (13:00–17:00).',
    );
  });

  it('keeps the calendar date whatever the zone and the daylight-saving time (the day is no instant)', () => {
    // Both Mondays after a change of time in Prague, and New Year's Eve.
    expect(callbackWhen('2026-03-30', 0, 'cs')).toBe('Zavoláme vám v pondělí 30. března dopoledne (8–12 h).');
    expect(callbackWhen('2026-10-26', 0, 'cs')).toBe('Zavoláme vám v pondělí 26. října dopoledne (8–12 h).');
    expect(callbackWhen('2026-12-31', 1, 'cs')).toBe(
      'Zavoláme vám ve čtvrtek 31. prosince odpoledne (13–17 h).',
    );
  });

  it('names the date it was given, for any day', () => {
    const days = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom(0 as const, 1 as const), (day, dayTime) => {
        const sentence = callbackWhen(day, dayTime, 'cs') ?? '';
        expect(sentence).toMatch(
          /^Zavoláme vám (v pondělí|v úterý|ve středu|ve čtvrtek|v pátek|v sobotu|v neděli) \d{1,2}\. \p{L}+ (dopoledne \(8–12 h\)|odpoledne \(13–17 h\))\.$/u,
        );
        expect(sentence).toContain(` ${Number(day.slice(8))}. `);
        expect(callbackWhen(day, dayTime, 'en')).toContain(` ${Number(day.slice(8))} `);
      }),
      { numRuns: 300 },
    );
  });

  it('says nothing for what is not a calendar date', () => {
    for (const value of ['2026-02-30', '10. 12. 2026', '', '2026-12-10T10:00:00Z']) {
      expect(callbackWhen(value, 0, 'cs')).toBeNull();
    }
  });
});
