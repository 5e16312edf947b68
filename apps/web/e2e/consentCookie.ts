import { CONSENT_COOKIE } from '../src/site/consent';

/**
 * Every test starts as a returning visitor who accepted analytics (vanilla-cookieconsent's cookie):
 * no banner over the page, and the data layer gets its events at once, as the specs that read it
 * expect (both suites, e2e/playwrightShared.ts). `consent.spec.ts` starts without it (a
 * first visit) for the banner itself.
 */
export const CONSENT_GRANTED_COOKIE = {
  name: CONSENT_COOKIE,
  value: encodeURIComponent(
    JSON.stringify({
      categories: ['necessary', 'analytics'],
      revision: 0,
      data: null,
      consentTimestamp: '2026-01-01T00:00:00.000Z',
      consentId: '00000000-0000-4000-8000-000000000000',
      services: { necessary: [], analytics: [] },
      languageCode: 'cs',
      lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
    }),
  ),
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};
