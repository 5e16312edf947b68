import { register } from 'prom-client';

/**
 * The metrics of prom-client's default registry, for the end-to-end tests only (`SITE_TEST_METRICS=1`,
 * set by playwright.config.ts): they read what a visit counted from the server that counted it. Any
 * other server answers 404, as for an address that does not exist; operators read the metrics from
 * the site's metrics endpoint, which is not served to visitors.
 */
export async function testMetricsResponse(
  env: Record<string, string | undefined> = process.env,
): Promise<Response> {
  if (env.SITE_TEST_METRICS !== '1') return new Response(null, { status: 404 });
  return new Response(await register.metrics(), {
    headers: { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' },
  });
}
