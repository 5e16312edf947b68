import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keepShortCompoundsWhole,
  keepShortCompoundsWholeInHtml,
  NON_BREAKING_HYPHEN,
  restoreShortCompounds,
} from './wordHyphens';

const nb = (text: string) => text.replaceAll('~', NON_BREAKING_HYPHEN);

describe('keepShortCompoundsWhole', () => {
  it('joins e-mail and other short compounds with a non-breaking hyphen', () => {
    expect(keepShortCompoundsWhole('Pošlete nám e-mail.')).toBe(nb('Pošlete nám e~mail.'));
    expect(keepShortCompoundsWhole('E-mailem, e-shopem i přes Wi-Fi (e-mail)')).toBe(
      nb('E~mailem, e~shopem i přes Wi~Fi (e~mail)'),
    );
    expect(keepShortCompoundsWhole('„e-mail“\ne-mail')).toBe(nb('„e~mail“\ne~mail'));
  });

  it('leaves longer compounds, codes, slugs, addresses and numbers as they are', () => {
    for (const text of [
      'Frýdek-Místek',
      'česko-slovenský',
      'nehoda-v-zahranici',
      'www.e-shop.cz',
      'jana.e-mail@firma.cz',
      'AB-12',
      '8-18 h',
      'Po–Pá',
      '1-2 roky',
    ]) {
      expect(keepShortCompoundsWhole(text)).toBe(text);
    }
  });

  it('changes nothing but hyphens into non-breaking ones', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('e', 'E', 'W', 'i', 'm', '-', ' ', '.', '1', '(', 'č') }),
        (text) => {
          const out = keepShortCompoundsWhole(text);
          expect(out).toHaveLength(text.length);
          expect(out.replaceAll(NON_BREAKING_HYPHEN, '-')).toBe(text);
          expect(keepShortCompoundsWhole(out)).toBe(out);
          if (!text.includes(NON_BREAKING_HYPHEN)) expect(restoreShortCompounds(out)).toBe(text);
        },
      ),
    );
  });
});

describe('keepShortCompoundsWholeInHtml', () => {
  it('changes the text between tags only, and nothing inside code', () => {
    expect(
      keepShortCompoundsWholeInHtml(
        '<p class="x e-mail" title="e-mail">Napište e-mail <a href="mailto:e-mail@x.cz">e-mailem</a></p><pre><code>e-mail</code></pre><p>e-shop</p>',
      ),
    ).toBe(
      nb(
        '<p class="x e-mail" title="e-mail">Napište e~mail <a href="mailto:e-mail@x.cz">e~mailem</a></p><pre><code>e-mail</code></pre><p>e~shop</p>',
      ),
    );
  });
});
