/**
 * A fixed "now" for one request, for the end-to-end tests only: with `SITE_TEST_CLOCK=1` (set by
 * playwright.config.ts, never in production) a request may carry `x-site-test-now: <ISO instant>`,
 * and the page renders as at that instant (the info sections' windows, the call-back's days). Any
 * other request, and every request without the switch, renders by the real clock.
 */
export const TEST_NOW_HEADER = 'x-site-test-now';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

export function testNow(
  headers: Pick<Headers, 'get'>,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (env.SITE_TEST_CLOCK !== '1') return undefined;
  const value = headers.get(TEST_NOW_HEADER)?.trim() ?? '';
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}
