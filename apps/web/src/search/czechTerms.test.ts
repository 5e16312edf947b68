import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDiacritics, searchTerm, searchTerms, stemCzech, words } from './czechTerms';

/** Czech letters with and without their marks, upper and lower case: what a visitor may type. */
const CZECH_LETTERS = [...'aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž'];
const czechWord = fc
  .array(fc.constantFrom(...CZECH_LETTERS), { minLength: 1, maxLength: 14 })
  .map((letters) => letters.join(''));
const UPPER = (text: string) => text.toLocaleUpperCase('cs');

describe('words', () => {
  it('are runs of letters and digits; punctuation, spaces and hyphens split them', () => {
    expect(words('Pojištění skel – e-mailem, 24 h; 4x4!')).toEqual([
      'Pojištění',
      'skel',
      'e',
      'mailem',
      '24',
      'h',
      '4x4',
    ]);
    expect(words('  ,;–  ')).toEqual([]);
  });
});

describe('folding', () => {
  it('lowercases and drops every Czech diacritic, composed or decomposed', () => {
    expect(foldDiacritics('Pojištění ŠKODY, Ďáblice, Úterý, kůň')).toBe(
      'pojisteni skody, dablice, utery, kun',
    );
    expect(foldDiacritics('Pojis\u030Cte\u030Cni\u0301')).toBe('pojisteni');
  });

  it('makes a word and its spelling without marks or in capitals the same term (property)', () => {
    fc.assert(
      fc.property(czechWord, (word) => {
        const term = searchTerm(word);
        expect(searchTerm(foldDiacritics(word))).toBe(term);
        expect(searchTerm(UPPER(word))).toBe(term);
      }),
    );
  });
});

describe('the stemmer', () => {
  // Declensions a visitor types or a page says, which must meet: each row becomes one term.
  const SAME_TERM: readonly (readonly string[])[] = [
    ['pojištění', 'pojištěním', 'pojisteni', 'POJIŠTĚNÍ'],
    ['škoda', 'škody', 'škodu', 'škodě', 'škodou', 'skody'],
    ['karta', 'kartu', 'karty', 'kartou', 'karet'],
    ['zelená', 'zelenou', 'zelené', 'zeleným', 'zelena'],
    ['sklo', 'skla', 'skel', 'sklem'],
    ['hlášení', 'hlášením', 'hlaseni'],
    ['domu', 'domě', 'domem', 'domy', 'domů'],
    ['Praha', 'Praze', 'Prahou'],
    ['ruka', 'ruce'],
    ['pobočka', 'pobočky', 'pobočku', 'pobočkou'],
    ['smlouva', 'smlouvy', 'smlouvu', 'smlouvou'],
  ];
  for (const forms of SAME_TERM) {
    it(`takes ${forms.join(', ')} to one term`, () => {
      const terms = new Set(forms.map(searchTerm));
      expect(terms.size, [...terms].join(' ')).toBe(1);
    });
  }

  it('keeps words apart that only share their beginning', () => {
    for (const [a, b] of [
      ['cesta', 'česká'],
      ['auto', 'autobus'],
      ['škoda', 'škola'],
      ['pojištění', 'pojistka'],
      ['ruka', 'rok'],
    ] as const) {
      expect(searchTerm(a), `${a} / ${b}`).not.toBe(searchTerm(b));
    }
  });

  it('leaves short words and numbers as they are', () => {
    expect(stemCzech('sms')).toBe('sms');
    expect(stemCzech('800')).toBe('800');
    expect(stemCzech('4x4')).toBe('4x4');
    expect(searchTerm('2026')).toBe('2026');
  });

  it('never empties a word, nor makes it longer (property)', () => {
    fc.assert(
      fc.property(czechWord, (word) => {
        const folded = foldDiacritics(word);
        const stem = stemCzech(folded);
        expect(stem.length).toBeGreaterThan(0);
        expect(stem.length).toBeLessThanOrEqual(folded.length);
      }),
    );
  });
});

describe('terms of a text', () => {
  it('leave out function words and single letters, keep digits', () => {
    expect(searchTerms('Jak a kdy nahlásit škodu na autě v Praze?')).toEqual(
      ['nahlásit', 'škodu', 'autě', 'Praze'].map((word) => searchTerm(word)),
    );
    expect(searchTerms('Linka 800 100 900 je v provozu 24 h')).toEqual([
      searchTerm('linka'),
      '800',
      '100',
      '900',
      searchTerm('provozu'),
      '24',
    ]);
    expect(searchTerms('a v na')).toEqual([]);
  });
});
