import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { czechOrder } from './czechOrder.js';

describe('czechOrder', () => {
  it('sorts as Czech does: Č after C, Ch after H, Ř after R, Š after S, Ž after Z', () => {
    expect(
      [
        'Žatec',
        'Chomutov',
        'Hradec Králové',
        'Česká Lípa',
        'Cheb',
        'Brno',
        'Šumperk',
        'Sokolov',
        'Řevnice',
        'Rakovník',
        'Znojmo',
        'Chrudim',
        'Ivančice',
      ].toSorted(czechOrder),
    ).toEqual([
      'Brno',
      'Česká Lípa',
      'Hradec Králové',
      'Cheb',
      'Chomutov',
      'Chrudim',
      'Ivančice',
      'Rakovník',
      'Řevnice',
      'Sokolov',
      'Šumperk',
      'Znojmo',
      'Žatec',
    ]);
  });

  it('puts Škoda after Seat, Citroën before Dacia (the vehicle brands)', () => {
    expect(['Škoda', 'Seat', 'Dacia', 'Citroën'].toSorted(czechOrder)).toEqual([
      'Citroën',
      'Dacia',
      'Seat',
      'Škoda',
    ]);
  });

  it('is an order: equal strings compare 0, and swapping the two flips the sign', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(czechOrder(a, a)).toBe(0);
        expect(Math.sign(czechOrder(a, b))).toBe(-Math.sign(czechOrder(b, a)) || 0);
      }),
    );
  });
});
