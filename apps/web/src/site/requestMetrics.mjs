// What server.mjs counts of every request, and the one endpoint that serves every metric of the
// process: prom-client's default registry, which the rendering side (src/site/metrics.ts) and
// whatever else counts in the site fill too. Served on a port of its own (METRICS_PORT, on
// METRICS_HOST, loopback unless set), never on the visitors' port: no proxy or CDN rule has to keep
// it from them, and Prometheus scrapes each instance there directly (deploy/README.md, "Metrics").
import http from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, register } from 'prom-client';

collectDefaultMetrics();

const requests = new Counter({
  name: 'site_http_requests_total',
  help: 'Requests answered, by route template, method and status (aborted: the client left before the answer was whole).',
  labelNames: ['route', 'method', 'status'],
});

const renderTime = new Histogram({
  name: 'site_render_duration_seconds',
  help: 'Answers Astro rendered (pages, endpoints), by route template: time from the request to the last byte sent.',
  labelNames: ['route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts one request when its answer is done (or the client left). The route is the template the
 * middleware noted for an answer Astro rendered (`notes.route`, src/observability/requestContext.mjs:
 * the same the request's log line names); `notes.fileRoute` labels the rest (a static file).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('../observability/requestContext.d.mts').RequestNotes} notes
 */
export function countRequest(req, res, notes) {
  const started = performance.now();
  let counted = false;
  // `finish`: the last byte handed to the system; `close` without it: the client left first.
  const count = () => {
    if (counted) return;
    counted = true;
    const status = res.writableEnded ? String(res.statusCode) : 'aborted';
    const method = METHODS.has(req.method ?? '') ? req.method : 'other';
    requests.inc({ route: notes.route ?? notes.fileRoute ?? 'unrouted', method, status });
    if (notes.route) renderTime.observe({ route: notes.route }, (performance.now() - started) / 1000);
  };
  res.once('finish', count);
  res.once('close', count);
}

/**
 * `GET /metrics` on `host:port`: every metric of the process in Prometheus's text format; anything
 * else 404. Nothing of it is cached.
 * @param {{ port: number, host: string }} options
 */
export function serveMetrics({ port, host }) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found: the metrics are at /metrics\n');
      return;
    }
    try {
      const text = await register.metrics();
      res.writeHead(200, { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  server.listen(port, host);
  return server;
}
