import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenPromises, foldCzech, type OnlineJourney, onlinePromises } from './promises';

const journeys = (text: string) => onlinePromises(text).map(({ journey }) => journey);

describe('onlinePromises', () => {
  it.each<[string, OnlineJourney]>([
    ['Sjednat pojištění auta online', 'purchase'],
    ['Cestovní pojištění online', 'purchase'],
    ['Sjednání online … za pár minut', 'purchase'],
    ['Sleva 20 % na povinné ručení: sjednejte online do konce měsíce', 'purchase'],
    ['Všechna pojištění lze sjednat online.', 'purchase'],
    ['Bez závazků, online za pár minut.', 'purchase'],
    ['Cenu spočítáte za minutu.', 'purchase'],
    ['Spočítat cenu', 'purchase'],
    ['Online sjednání pojištění auta', 'purchase'],
    ['Nahlásit škodu online', 'claim'],
    ['Hlášení škody online', 'claim'],
    ['Škodu nahlaste [online', 'claim'],
    ['Online hlášení škody', 'claim'],
    ['Online to zvládnete i v noci a o víkendu.', 'claim'],
  ])('finds „%s“ (%s)', (text, journey) => {
    expect(journeys(text)).toContain(journey);
  });

  it.each([
    'Zavolejte mi',
    'Podat oznámení online',
    'Ukážeme vám AI a probereme pojištění vozového parku – online, nebo osobně.',
    'Online výpočet tu zatím není k dispozici',
    'Poradce vám ji pomůže spočítat.',
    'Poradce vám zavolá a spočítá cenu pro vaše auto.',
    'Škodu nahlaste nonstop na lince 800 100 900.',
    'Odešleme ho automaticky, jakmile budete znovu online.',
    // A sentence ends between the verb and the word: two statements, not one promise.
    'Pojištění sjednáte po telefonu. Smlouvu si pak přečtete online.',
  ])('finds nothing in „%s“', (text) => {
    expect(onlinePromises(text)).toEqual([]);
  });

  it('reads a promise whatever its case, diacritics and spacing', () => {
    const promise = fc.constantFrom('Sjednat pojištění online', 'Nahlásit škodu online', 'Sjednání online');
    const variant = fc.tuple(promise, fc.boolean(), fc.boolean(), fc.constantFrom(' ', '  ', '\n', '\u00a0'));
    fc.assert(
      fc.property(variant, ([text, upper, plain, space]) => {
        let written = text.replaceAll(' ', space);
        if (upper) written = written.toUpperCase();
        if (plain) written = foldCzech(written);
        expect(onlinePromises(written)).toHaveLength(onlinePromises(text).length);
        expect(onlinePromises(text).length).toBeGreaterThan(0);
      }),
    );
  });

  it('never finds a promise in a text without the words it is made of', () => {
    const words = fc.constantFrom(
      'pojištění',
      'škoda',
      'auto',
      'zavoláme',
      'pobočka',
      'telefon',
      'cena',
      'rychle',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 30 }), (list) => {
        expect(onlinePromises(list.join(' '))).toEqual([]);
      }),
    );
  });
});

describe('brokenPromises', () => {
  it('keeps the promises of journeys the site does not offer, and drops those it does', () => {
    const text = 'Sjednejte pojištění online. Nahlásit škodu online.';
    expect(brokenPromises(text).map(({ journey }) => journey)).toEqual(['purchase', 'claim']);
    expect(brokenPromises(text, new Set<OnlineJourney>(['claim'])).map(({ journey }) => journey)).toEqual([
      'purchase',
    ]);
    expect(brokenPromises(text, new Set<OnlineJourney>(['claim', 'purchase']))).toEqual([]);
  });
});
