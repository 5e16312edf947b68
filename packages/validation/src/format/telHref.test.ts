import { describe, expect, it } from 'vitest';
import { telHref } from './telHref.js';

describe('telHref', () => {
  it.each([
    ['800 100 200', 'tel:+420800100200'],
    ['+420 800 100 200', 'tel:+420800100200'],
    ['+421 901 123 456', 'tel:+421901123456'],
    ['00420 800 100 200', 'tel:+420800100200'],
    ['(+420) 800-100-200', 'tel:+420800100200'],
    [800100200, 'tel:+420800100200'],
  ])('%j → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('gives no link without digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('volejte')).toBe('');
    expect(telHref(null)).toBe('');
  });
});

describe('telHref with a country code but no plus', () => {
  it('does not add a second prefix', () => {
    expect(telHref('420800100200')).toBe('tel:+420800100200');
    expect(telHref('421 905 123 456')).toBe('tel:+421905123456');
  });
});
