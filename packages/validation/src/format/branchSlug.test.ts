import { describe, expect, it } from 'vitest';
import { branchSlug } from './branchSlug.js';

describe('branchSlug', () => {
  it.each([
    ['Pobočka Praha Černý Most', 'praha-cerny-most'],
    ['Pobočka Praha Strahov', 'praha-strahov'],
    ['Pobočka Praha Modřany', 'praha-modrany'],
    ['Pobočka Brno Vinohrady', 'brno-vinohrady'],
    ['Pobočka Příbram', 'pribram'],
    ['Ústí nad Labem', 'usti-nad-labem'],
    ['  Pobočka   Žďár  nad Sázavou ', 'zdar-nad-sazavou'],
    ['ĚŠČŘŽÝÁÍÉÚŮĎŤŇ', 'escrzyaieuudtn'],
  ])('%s → %s', (description, slug) => {
    expect(branchSlug(description)).toBe(slug);
  });

  it('gives an empty slug for anything that is not text', () => {
    expect(branchSlug(undefined)).toBe('');
    expect(branchSlug(42)).toBe('');
  });
});

describe('branchSlug separators', () => {
  it('turns any run of spaces and dashes into one dash', () => {
    expect(branchSlug('Pobočka  Brno - Vinohrady')).toBe('brno-vinohrady');
    expect(branchSlug(' Pobočka Příbram ')).toBe('pribram');
  });
});
