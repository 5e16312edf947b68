import { z } from 'zod';

/**
 * The browser's own reports of a Content-Security-Policy violation, sent to the page policy's
 * `report-uri` (`application/csp-report`, one report) or through the Reporting API's `report-to`
 * (`application/reports+json`, a list of reports of any type). Only the count is kept: a report
 * names the page's address and what was blocked, which the metrics never carry.
 */
const reportUri = z.object({ 'csp-report': z.object({}).passthrough() });
const reportTo = z
  .array(z.object({ type: z.string().max(64), body: z.unknown() }).passthrough())
  .min(1)
  .max(20);

/** How many CSP violations `body` reports, or `null` when it is not a CSP report at all. */
export function cspViolations(contentType: string, body: unknown): number | null {
  if (contentType === 'application/csp-report') return reportUri.safeParse(body).success ? 1 : null;
  if (contentType === 'application/reports+json') {
    const parsed = reportTo.safeParse(body);
    if (!parsed.success) return null;
    const violations = parsed.data.filter((report) => report.type === 'csp-violation').length;
    return violations > 0 ? violations : null;
  }
  return null;
}
