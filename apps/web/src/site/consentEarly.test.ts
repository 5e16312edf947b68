import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsConsentFrom, CONSENT_COOKIE, consentCookieIn } from './consent';
import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_CHOSEN_SCRIPT, consentChosenEarly } from './consentEarly';

/** Runs the head's script against a document with `cookie`; whether it marked the page. */
function marks(cookie: string): boolean {
  const attributes = new Set<string>();
  const documentElement = {
    setAttribute: (name: string) => attributes.add(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  new Function('document', CONSENT_CHOSEN_SCRIPT)({ cookie, documentElement });
  return consentChosenEarly(documentElement as unknown as Element);
}

/** What the server decided before (and the analytics sink still decides): a choice or none. */
const chosen = (cookie: string) => analyticsConsentFrom(consentCookieIn(cookie)) !== 'pending';

const valid = {
  categories: ['necessary', 'analytics'],
  consentId: '00000000-0000-4000-8000-000000000000',
  consentTimestamp: '2026-01-01T00:00:00.000Z',
};
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the head’s consent script', () => {
  it('marks the page of a visitor with a choice, accepted or refused, encoded or not, among other cookies', () => {
    for (const cookie of [
      `${CONSENT_COOKIE}=${encoded(valid)}`,
      `${CONSENT_COOKIE}=${encoded({ ...valid, categories: ['necessary'] })}`,
      `_ga=GA1.1.1; ${CONSENT_COOKIE}=${encoded(valid)}; other=1`,
      `${CONSENT_COOKIE}=${JSON.stringify({ ...valid, categories: [] })}`,
    ]) {
      expect(marks(cookie), cookie).toBe(true);
      expect(chosen(cookie), cookie).toBe(true);
    }
    expect(CONSENT_CHOSEN_SCRIPT).toContain(`'${CONSENT_CHOSEN_ATTRIBUTE}'`);
  });

  it('leaves the banner to a visitor without one: no cookie, a broken one, one without an id or categories', () => {
    for (const cookie of [
      '',
      'other=1',
      `x${CONSENT_COOKIE}=${encoded(valid)}`,
      `${CONSENT_COOKIE}=%7B`,
      `${CONSENT_COOKIE}=${encoded({ ...valid, consentId: '' })}`,
      `${CONSENT_COOKIE}=${encoded({ consentId: 'a' })}`,
      `${CONSENT_COOKIE}=${encoded([valid])}`,
      `${CONSENT_COOKIE}=null`,
    ]) {
      expect(marks(cookie), cookie).toBe(false);
      expect(chosen(cookie), cookie).toBe(false);
    }
  });

  it('decides as the site’s own reading of the cookie does, for any cookie header', () => {
    const value = fc.oneof(
      fc.string(),
      fc
        .record(
          {
            categories: fc.oneof(fc.array(fc.constantFrom('necessary', 'analytics')), fc.string()),
            // The edges of the rule weigh as much as the rest: empty, a number, null.
            consentId: fc.oneof(fc.constantFrom('', 'a1', 0, null), fc.string()),
          },
          { requiredKeys: [] },
        )
        .chain((record) =>
          fc.constantFrom(encoded(record), JSON.stringify(record), ` ${JSON.stringify(record)}`),
        ),
    );
    const header = fc
      .tuple(
        fc.array(fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9%]{0,8}$/)),
        fc.option(value, { nil: undefined }),
      )
      .map(([others, consent]) =>
        [
          ...others,
          ...(consent === undefined ? [] : [`${CONSENT_COOKIE}=${consent.replaceAll(';', '')}`]),
        ].join('; '),
      );
    fc.assert(
      fc.property(header, (cookie) => {
        expect(marks(cookie)).toBe(chosen(cookie));
      }),
      { numRuns: 500 },
    );
  });
});
