import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatedAtText, suitabilityRecordFields, suitabilityRecordLabel } from './suitabilityRecordFields';

describe('the suitability record’s fields', () => {
  it('asks agents, and only agents, for the own-record confirmation, after the record', () => {
    expect(suitabilityRecordFields('client')).toStrictEqual(['request', 'recommendation', 'difference']);
    expect(suitabilityRecordFields('agent')).toStrictEqual([
      'request',
      'recommendation',
      'difference',
      'ownRecord',
    ]);
  });

  it('labels the two audiences apart in analytics', () => {
    expect(suitabilityRecordLabel('client')).toBe('suitability-record');
    expect(suitabilityRecordLabel('agent')).toBe('suitability-record-agent');
  });

  it('shows when the calculation was made in Prague time, wherever the visitor is', () => {
    expect(calculatedAtText('2026-11-25T08:30:00.000Z', 'cs')).toBe('25. 11. 2026 9:30');
    // Summer time: UTC+2.
    expect(calculatedAtText('2026-07-01T22:05:00.000Z', 'cs')).toBe('2. 7. 2026 0:05');
    expect(calculatedAtText('2026-11-25T08:30:00.000Z', 'en')).toBe('25 Nov 2026, 9:30');
  });

  it('formats every instant as a Czech date and time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          expect(calculatedAtText(date.toISOString(), 'cs')).toMatch(
            /^\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/,
          );
        },
      ),
    );
  });
});
