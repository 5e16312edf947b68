import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCzk, formatPercent, formatThousands, NBSP } from './money.js';

// Written with plain spaces for reading; the output uses non-breaking ones.
const nb = (text: string) => text.replaceAll(' ', NBSP);

describe('formatCzk', () => {
  it('rounds to whole crowns and separates thousands with non-breaking spaces', () => {
    expect(formatCzk(12345.6)).toBe(nb('12 346 Kč'));
    expect(formatCzk(12345.4)).toBe(nb('12 345 Kč'));
    expect(formatCzk(999)).toBe(nb('999 Kč'));
    expect(formatCzk(1000)).toBe(nb('1 000 Kč'));
    expect(formatCzk(1234567)).toBe(nb('1 234 567 Kč'));
  });

  it('shows 0 Kč when there is no price', () => {
    expect(formatCzk(0)).toBe(nb('0 Kč'));
    expect(formatCzk(undefined)).toBe(nb('0 Kč'));
    expect(formatCzk(Number.NaN)).toBe(nb('0 Kč'));
    expect(formatCzk('1200')).toBe(nb('0 Kč'));
  });

  it('keeps the sign of a negative amount, but never shows -0', () => {
    expect(formatCzk(-1500)).toBe(nb('-1 500 Kč'));
    expect(formatCzk(-0.4)).toBe(nb('0 Kč'));
  });

  it('never breaks an amount across lines', () => {
    expect(formatCzk(12345.6)).not.toContain(' ');
    expect(formatThousands(601000)).toBe(`601${NBSP}000`);
  });
});

// A number and its unit or next group: digits, then whitespace, then a digit, `Kč` or `%`.
const SPACE_IN_AMOUNT = /\d(\s)(?=\d|Kč|%)/gu;
const spacesIn = (text: string) => [...text.matchAll(SPACE_IN_AMOUNT)].map((match) => match[1]);

describe('formatPercent', () => {
  it('writes a whole per cent, with a non-breaking space in Czech and none in English', () => {
    expect(formatPercent(10)).toBe(nb('10 %'));
    expect(formatPercent(10.4)).toBe(nb('10 %'));
    expect(formatPercent(30, 'cs')).toBe(nb('30 %'));
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(Number.NaN)).toBe(nb('0 %'));
    expect(formatPercent(-0.3)).toBe(nb('0 %'));
  });
});

describe('every price and percentage (properties)', () => {
  const amounts = fc.oneof(
    fc.integer({ min: -10_000_000, max: 1_000_000_000 }),
    fc.double({ min: -1e7, max: 1e9, noNaN: true }),
  );

  it('never has a plain space between a number and its unit or its next thousands', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        for (const text of [formatCzk(amount), formatThousands(amount), formatPercent(amount)]) {
          expect(text).not.toContain(' ');
          for (const space of spacesIn(text)) expect(space).toBe(NBSP);
        }
      }),
    );
  });

  it('reads back as the rounded amount, with Kč or % as the unit', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const rounded = Math.round(Math.abs(amount)) * Math.sign(amount);
        const crowns = formatCzk(amount);
        expect(crowns).toMatch(/^-?\d{1,3}(\u00a0\d{3})*\u00a0Kč$/u);
        expect(Number(crowns.replace(/\u00a0Kč$/u, '').replaceAll(NBSP, ''))).toBe(
          rounded === 0 ? 0 : rounded,
        );
        expect(formatPercent(amount)).toMatch(/^-?\d{1,3}(\u00a0\d{3})*\u00a0%$/u);
      }),
    );
  });
});
