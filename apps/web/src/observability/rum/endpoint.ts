import { readBodyAtMost } from '../../site/readBodyAtMost';
import { beaconSchema } from './beacon';
import { cspViolations } from './cspReport';
import { type BeaconOutcome, countClientError, countVital, rumBeacons, UNKNOWN_PAGE } from './metrics';

/**
 * `POST /api/rum` (src/pages/api/rum.ts): a page's beacon (client.ts) or a browser's CSP report,
 * counted into the metrics and answered `204` with no body. Refused before anything is read when the
 * instance's token bucket is empty (`429`); refused when the body is over `MAX_BODY_BYTES` (`413`,
 * read no further) or is not exactly what beacon.ts or cspReport.ts allow (`400`). Nothing of a body
 * is kept or logged: only the counts move.
 */
export const MAX_BODY_BYTES = 4096;

/** A burst of this many beacons at once per instance, then this many a second. */
export const RUM_BURST = 100;
export const RUM_PER_SECOND = 50;

export interface RumOptions {
  bucket: { take(): boolean };
}

export async function handleRum(request: Request, { bucket }: RumOptions): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!bucket.take()) return refuse(request, 429, 'rate_limited');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return refuse(request, 413, 'too_large');
  const text = await readBodyAtMost(request, MAX_BODY_BYTES);
  if (text === null) return refuse(request, 413, 'too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, 'invalid');
  }
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const violations = cspViolations(contentType, body);
  if (violations !== null) {
    countClientError('csp', UNKNOWN_PAGE, violations);
    return answer(204, 'accepted');
  }
  const beacon = beaconSchema.safeParse(body);
  if (!beacon.success) return answer(400, 'invalid');
  const { page, vitals, errors } = beacon.data;
  for (const { name, value } of vitals) countVital(name, value, page);
  for (const kind of errors) countClientError(kind, page);
  return answer(204, 'accepted');
}

function answer(status: number, outcome: BeaconOutcome): Response {
  rumBeacons.labels(outcome).inc();
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Refused unread: the rest of the body is not waited for. */
function refuse(request: Request, status: number, outcome: BeaconOutcome): Response {
  request.body?.cancel().catch(() => {});
  return answer(status, outcome);
}
