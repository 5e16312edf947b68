import { describe, expect, it } from 'vitest';
import { formatCzk, formatThousands, NBSP } from './money.js';

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
