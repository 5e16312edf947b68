import type { ContentSource } from '../content/source';
import { BUILD_ID } from './buildId';
import { readyGauge } from './metrics';

/*
 * The two health answers of an instance (deploy/README.md, "Health"):
 * - /healthz: the process answers (liveness). It asks nothing of the content source: a CMS outage
 *   must not get the instances restarted, which would only empty their caches.
 * - /readyz: it can render a page now (readiness): the content source answers, or a fresh copy of
 *   what every page shows is cached (src/content/source.ts, `readiness`). Varnish's probe asks it
 *   (deploy/varnish/site.vcl): an instance that cannot render leaves the round robin and comes back
 *   by itself once it can.
 * Neither is kept by any cache, and neither names an address, a secret or an error's detail.
 */

/** How long /readyz waits for the content source: under the probe's 1 s timeout, so it says why. */
export const READINESS_TIMEOUT_MS = 800;

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

export function liveness(): Response {
  return new Response(JSON.stringify({ live: true }), { status: 200, headers: HEADERS });
}

/** 200 with the build and where the content comes from, or 503 with a short reason. */
export async function readiness(
  source: ContentSource,
  { timeoutMs = READINESS_TIMEOUT_MS, build = BUILD_ID }: { timeoutMs?: number; build?: string } = {},
): Promise<Response> {
  const state = await source.readiness(timeoutMs);
  readyGauge.set(state.ready ? 1 : 0);
  const body = state.ready
    ? { ready: true, build, content: state.content }
    : { ready: false, build, reason: state.reason };
  return new Response(JSON.stringify(body), { status: state.ready ? 200 : 503, headers: HEADERS });
}
