import { addDays } from '@insurance-web/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, versionsOnDay } from './documentVersions';

const file = (name: string) => ({ url: `/dokumenty/${name}.pdf`, sizeKb: 20 });
const version = (validFrom: string) => ({ validFrom, file: file(validFrom) });

/** Calendar days from 2000 to 2060 as `yyyy-mm-dd`. */
const isoDay = fc.integer({ min: 0, max: 60 * 366 }).map((days) => addDays('2000-01-01', days));

describe('versionsOnDay', () => {
  it('takes the latest version that has started as current, the earlier ones newest first, each ending the day before the next', () => {
    const days = versionsOnDay(
      [version('2024-01-01'), version('2026-01-01'), version('2021-07-01'), version('2027-01-01')],
      '2026-11-25',
    );
    expect(days.current).toEqual({ ...version('2026-01-01'), validTo: '2026-12-31' });
    expect(days.earlier).toEqual([
      { ...version('2024-01-01'), validTo: '2025-12-31' },
      { ...version('2021-07-01'), validTo: '2023-12-31' },
    ]);
    expect(days.upcoming).toEqual([{ ...version('2027-01-01'), validTo: null }]);
  });

  it('makes a version current on its first day, not the day before (a leap day too)', () => {
    const versions = [version('2023-03-01'), version('2024-02-29')];
    expect(versionsOnDay(versions, '2024-02-28').current?.validFrom).toBe('2023-03-01');
    expect(versionsOnDay(versions, '2024-02-29').current?.validFrom).toBe('2024-02-29');
    expect(versionsOnDay(versions, '2024-02-29').earlier[0]?.validTo).toBe('2024-02-28');
  });

  it('has no current version before the first one starts', () => {
    const days = versionsOnDay([version('2027-02-01')], '2026-11-25');
    expect(days.current).toBeNull();
    expect(days.earlier).toEqual([]);
    expect(days.upcoming.map((one) => one.validFrom)).toEqual(['2027-02-01']);
  });

  it('splits any versions into current, upcoming and earlier, each once, with unbroken validity', () => {
    fc.assert(
      fc.property(fc.uniqueArray(isoDay, { minLength: 1, maxLength: 8 }), isoDay, (starts, today) => {
        const { current, upcoming, earlier } = versionsOnDay(starts.map(version), today);
        const all = [...earlier].reverse().concat(current ? [current] : [], upcoming);
        // Every version once, in order of their days.
        expect(all.map((one) => one.validFrom)).toEqual([...starts].sort());
        // Each applies up to the day before the next; only the last has no end.
        all.forEach((one, index) => {
          const next = all[index + 1];
          expect(one.validTo).toBe(next ? addDays(next.validFrom, -1) : null);
        });
        for (const one of earlier) expect(one.validTo !== null && one.validTo < today).toBe(true);
        for (const one of upcoming) expect(one.validFrom > today).toBe(true);
        if (current) {
          expect(current.validFrom <= today).toBe(true);
          expect(current.validTo === null || current.validTo >= today).toBe(true);
        } else expect(earlier).toEqual([]);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it('says kB up to 999 kB and MB from there, in Czech with a decimal comma and a non-breaking space', () => {
    expect(formatFileSize(181.53, 'cs')).toBe('182\u00a0kB');
    expect(formatFileSize(999.4, 'cs')).toBe('999\u00a0kB');
    expect(formatFileSize(999.6, 'cs')).toBe('1\u00a0MB');
    expect(formatFileSize(1240.5, 'cs')).toBe('1,2\u00a0MB');
    expect(formatFileSize(1240.5, 'en')).toBe('1.2\u00a0MB');
  });

  it('never says 0 kB for a small file', () => {
    expect(formatFileSize(0.12, 'cs')).toBe('1\u00a0kB');
  });
});
