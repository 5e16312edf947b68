import type { APIRoute } from 'astro';
import { handleRum, RUM_BURST, RUM_PER_SECOND } from '../../observability/rum/endpoint';
import { tokenBucket } from '../../observability/rum/tokenBucket';
import { testMetricsResponse } from '../../observability/testMetrics';

/**
 * What visitors experience (src/observability/rum/endpoint.ts): the pages' beacons and the browsers'
 * CSP reports, counted per instance within one token bucket. `GET` answers only in the end-to-end
 * tests (src/observability/testMetrics.ts).
 */
const bucket = tokenBucket(RUM_BURST, RUM_PER_SECOND);

export const POST: APIRoute = ({ request }) => handleRum(request, { bucket });
export const GET: APIRoute = () => testMetricsResponse();
