import { describe, expect, it } from 'vitest';
import { analyticsAttributes, isPriceQuotePage } from './analyticsEvents';

describe('price-quote pages (SPEC §2: Zjistit cenu)', () => {
  it.each([
    'https://www.horizont.example/havarijko-na-mesic',
    'https://www.horizont.example/havarijko-pro-zdrave-auto?utm=x',
    'https://www.horizont.example/auto/havarijko-na-mesic/cena',
    '/havarijko-pro-zdrave-auto',
    '/Havarijko-Na-Mesic',
  ])('%s is one', (url) => {
    expect(isPriceQuotePage(url)).toBe(true);
  });

  it.each([
    'https://www.horizont.example/havarijni-pojisteni',
    'https://www.horizont.example/?ref=havarijko-na-mesic',
    'https://havarijko-na-mesic.example/',
    'not a url at all ::',
  ])('%s is not (only the path counts)', (url) => {
    expect(isPriceQuotePage(url)).toBe(false);
  });
});

describe('analyticsAttributes', () => {
  it('writes the event, its category, label and the CTA mark the click tracker reads', () => {
    expect(analyticsAttributes({ name: 'CTA', category: 'Hero', label: 'Spočítat cenu', cta: true })).toEqual(
      {
        'data-analytics-event': 'CTA',
        'data-analytics-category': 'Hero',
        'data-analytics-label': 'Spočítat cenu',
        'data-analytics-cta': '',
      },
    );
    expect(analyticsAttributes({ name: 'Rozcestník' })).toEqual({ 'data-analytics-event': 'Rozcestník' });
  });
});
