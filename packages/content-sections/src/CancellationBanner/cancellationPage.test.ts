import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_PAGE_MARKERS,
  cancellationKinds,
  isCancellationPage,
  tokenFromUrl,
} from './cancellationPage';

describe('cancellationKinds', () => {
  it('offers the contract’s button on zruseni-smlouvy, the change’s on zruseni-zmeny', () => {
    expect(cancellationKinds('https://www.horizont.example/zruseni-smlouvy?token=abc')).toEqual(['contract']);
    expect(cancellationKinds('/pojisteni/zruseni-zmeny/')).toEqual(['change']);
    expect(cancellationKinds('https://www.horizont.example/ZRUSENI-SMLOUVY')).toEqual(['contract']);
    expect(cancellationKinds('/zruseni-smlouvy/zruseni-zmeny')).toEqual(['contract', 'change']);
  });

  it('looks at the path only: a query, a hash or the host activates nothing', () => {
    for (const url of [
      'https://www.horizont.example/kontakty?next=zruseni-smlouvy',
      'https://www.horizont.example/#zruseni-zmeny',
      'https://zruseni-smlouvy.example/',
      'není adresa',
      '',
    ]) {
      expect(cancellationKinds(url), url).toEqual([]);
      expect(isCancellationPage(url), url).toBe(false);
    }
  });

  it('finds a marker anywhere in any path, and only then', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.constantFrom('contract', 'change'),
        (before, after, kind: 'contract' | 'change') => {
          const path = `/${before}${CANCELLATION_PAGE_MARKERS[kind]}${after}`;
          expect(cancellationKinds(`https://www.horizont.example${path}?q=1`)).toContain(kind);
        },
      ),
    );
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const url = `https://www.horizont.example${path}?${query}`;
        const pathname = new URL(url).pathname.toLowerCase();
        expect(isCancellationPage(url)).toBe(
          pathname.includes('zruseni-smlouvy') || pathname.includes('zruseni-zmeny'),
        );
      }),
    );
  });
});

describe('tokenFromUrl', () => {
  it('reads the token, whatever it is encoded as', () => {
    expect(tokenFromUrl('https://www.horizont.example/zruseni-smlouvy?token=abc_DEF-123')).toBe(
      'abc_DEF-123',
    );
    expect(tokenFromUrl('https://w.example/zruseni-zmeny?utm_source=email&token=a%2Bb%2Fc%3D')).toBe(
      'a+b/c=',
    );
  });

  it('is null for a link without a usable token', () => {
    expect(tokenFromUrl('https://w.example/zruseni-smlouvy')).toBeNull();
    expect(tokenFromUrl('https://w.example/zruseni-smlouvy?token=')).toBeNull();
    expect(tokenFromUrl('https://w.example/zruseni-smlouvy?token=%20%20')).toBeNull();
    expect(tokenFromUrl(`https://w.example/zruseni-smlouvy?token=${'a'.repeat(1025)}`)).toBeNull();
    expect(tokenFromUrl('/relativni?token=abc')).toBeNull();
  });

  it('gives back any token a link can carry', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (token) => {
        const url = new URL('https://www.horizont.example/zruseni-smlouvy');
        url.searchParams.set('token', token);
        const read = tokenFromUrl(url.toString());
        expect(read).toBe(token.trim() === '' ? null : token.trim());
      }),
    );
  });
});
