import { describe, expect, it } from 'vitest';
import { cardColumns, cardGridClass } from './cardGrid.js';

describe('cardColumns', () => {
  it('fills the row with a few cards', () => {
    expect(cardColumns(0)).toBe(1);
    expect(cardColumns(1)).toBe(1);
    expect(cardColumns(2)).toBe(2);
    expect(cardColumns(3)).toBe(3);
  });

  it('takes the column count that leaves the fewest empty places, the wider one on a tie', () => {
    expect(cardColumns(4)).toBe(2);
    expect(cardColumns(5)).toBe(3);
    expect(cardColumns(6)).toBe(3);
    expect(cardColumns(7)).toBe(2);
    expect(cardColumns(9)).toBe(3);
  });

  it('keeps to the maximum', () => {
    expect(cardColumns(3, 2)).toBe(2);
    expect(cardColumns(4, 4)).toBe(4);
    expect(cardColumns(5, 4)).toBe(3);
    expect(cardColumns(6, 4)).toBe(3);
    expect(cardColumns(8, 4)).toBe(4);
  });
});

describe('cardGridClass', () => {
  it('names whole Tailwind classes for each count', () => {
    expect(cardGridClass(1)).toBe('grid max-w-reading');
    expect(cardGridClass(2)).toBe('grid tablet:grid-cols-2');
    expect(cardGridClass(3)).toBe('grid tablet:grid-cols-2 desktop:grid-cols-3');
    expect(cardGridClass(4)).toBe('grid tablet:grid-cols-2');
    expect(cardGridClass(4, 4)).toBe('grid tablet:grid-cols-2 desktop:grid-cols-4');
  });
});
