import type { APIRoute } from 'astro';
import { handleRum, RUM_BURST, RUM_PER_SECOND } from '../../observability/rum/endpoint';
import { tokenBucket } from '../../observability/rum/tokenBucket';

/**
 * What visitors experience (src/observability/rum/endpoint.ts): the pages' beacons and the browsers'
 * CSP reports, counted per instance within one token bucket. The counts are read where every metric
 * is: the site's metrics port (METRICS_PORT, src/site/requestMetrics.mjs), never served to visitors.
 */
const bucket = tokenBucket(RUM_BURST, RUM_PER_SECOND);

export const POST: APIRoute = ({ request }) => handleRum(request, { bucket });
