import { NBSP } from '@insurance-web/validation';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { SummaryCard } from './SummaryCard.js';

const calculation: CascoCalculation = {
  brand: 'Škoda',
  age: '3-4 roky',
  value: 401000,
  price: 1234.5,
  discountPercent: 10,
  allRisk: true,
};

/** The card's price line as a visitor reads it (and copies it): the last description's text. */
function priceLine(card: CascoCalculation): string {
  const html = renderToStaticMarkup(createElement(SummaryCard, { calculation: card, showValue: true }));
  const last = html.match(/<dd>((?:(?!<\/dd>).)*)<\/dd><\/div><\/dl>/s)?.[1] ?? '';
  return last
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&');
}

describe('the casco summary card’s price line', () => {
  it('reads `1 235 Kč (včetně slevy 10 %)`: a space before the bracket, NBSPs inside the amounts', () => {
    expect(priceLine(calculation)).toBe(`1${NBSP}235${NBSP}Kč (včetně slevy 10${NBSP}%)`);
    expect(priceLine({ ...calculation, discountPercent: 0 })).toBe(`1${NBSP}235${NBSP}Kč`);
  });

  it('for any price and discount: NBSPs inside every amount, a breakable space before the bracket', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.integer({ min: 1, max: 99 }),
        (price, discountPercent) => {
          const line = priceLine({ ...calculation, price, discountPercent });
          expect(line).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0Kč \(včetně slevy \d{1,2}\u00a0%\)$/u);
        },
      ),
    );
  });
});
