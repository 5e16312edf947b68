import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '../../test/fixtures/xssVectors';
import { isExternalUrl, safeImageUrl, safeLinkUrl } from './safeUrl';

describe('safeLinkUrl', () => {
  it.each([
    '/kontakty',
    '/auto?spz=1AB2345',
    '#formular',
    '?q=1',
    'https://www.example.com/a',
    'http://example.com',
    'mailto:info@example.com',
    'tel:+420800100200',
  ])('lets %s through', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each(UNSAFE_URLS)('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
    expect(safeImageUrl(url)).toBeNull();
  });

  it('refuses bare words that a browser would read as a relative path', () => {
    expect(safeLinkUrl('kontakty')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });

  it('never lets a link out that a browser would run or load from another scheme', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, rest) => {
        const url = safeLinkUrl(`${prefix}${rest}`);
        if (url === null) return;
        const parsed = new URL(url, 'https://www.example.com/');
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(parsed.protocol);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes only web addresses and site paths as image sources', () => {
    expect(safeImageUrl('/images/a.svg')).toBe('/images/a.svg');
    expect(safeImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(safeImageUrl('mailto:a@b.cz')).toBeNull();
    expect(safeImageUrl('#x')).toBeNull();
  });

  it('tells links that leave the site', () => {
    expect(isExternalUrl('https://x.cz')).toBe(true);
    expect(isExternalUrl('/x')).toBe(false);
  });
});
