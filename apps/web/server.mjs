// Serves the production build, gzip-compressed. Astro's Node adapter answers files of `dist/client` (`/_astro/*`,
// `/logos/*`) before the site's middleware runs, so they would go out without security headers.
// Every response gets the strict headers below first; pages rendered by Astro replace them with
// the middleware's own (the page CSP, with the hashes of Astro's inline scripts).
import { readdirSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import {
  buildIdOf,
  consoleToLog,
  logError,
  logRequest,
  requestIdOf,
  siteLogger,
} from './src/observability/logging.mjs';
import { withRequestNotes } from './src/observability/requestContext.mjs';
import { NOT_SHARED, STATIC_FILE } from './src/site/cacheControl.mjs';
import { NO_SCRIPT_FORM_PATH } from './src/site/noScriptFormPath.mjs';
import { openerPolicy, PERMISSIONS_POLICY } from './src/site/permissionsPolicy.mjs';
import { countRequest, serveMetrics } from './src/site/requestMetrics.mjs';

// React's production build for the server's render: without NODE_ENV, React loads its development
// build, which checks every element and records a stack for each: 20–40 % more CPU time per page
// here (issue 23; apps/web/README.md "Origin throughput"), for the same HTML. A deployment may still
// set NODE_ENV itself.
process.env.NODE_ENV ??= 'production';

// Without a back end configured, the islands would send visitors' leads to the local sandbox address:
// a production server refuses to start instead. `npm start` and the tests set the sandbox explicitly.
const apiHost = process.env.PUBLIC_API_HOST?.trim();
const isHttpUrl = (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
if (!apiHost || !isHttpUrl(apiHost)) {
  const problem = apiHost
    ? `PUBLIC_API_HOST is not an http(s) URL (${apiHost})`
    : 'PUBLIC_API_HOST is not set';
  process.stderr.write(
    `server.mjs: ${problem}: set it to the back end that receives the site's leads (the local sandbox is http://127.0.0.1:4010)\n`,
  );
  process.exit(1);
}
// The back end's environment picks APIs and rollout permits: a production server never guesses it.
if (!process.env.PUBLIC_API_ENVIRONMENT?.trim()) {
  process.stderr.write(
    `server.mjs: PUBLIC_API_ENVIRONMENT is not set: name the back end's environment ("production", or the name of a test environment)\n`,
  );
  process.exit(1);
}

// HSTS for a year unless `HSTS_MAX_AGE` says otherwise (`0`: none, for a site not yet HTTPS-only on
// every subdomain). A typo must neither drop HSTS quietly nor pin visitors to HTTPS for decades.
const hstsSetting = process.env.HSTS_MAX_AGE?.trim() || '31536000';
if (!/^\d{1,9}$/.test(hstsSetting)) {
  process.stderr.write(`server.mjs: HSTS_MAX_AGE must be a whole number of seconds, not "${hstsSetting}"\n`);
  process.exit(1);
}
const hsts = Number(hstsSetting) > 0 ? `max-age=${Number(hstsSetting)}; includeSubDomains` : null;

/**
 * The request came over HTTPS: to this server, or to the proxy in front of it that ends TLS and says
 * so in `X-Forwarded-Proto`. A forged header gains nothing: a browser ignores HSTS over plain HTTP.
 */
const overHttps = (req) =>
  req.socket.encrypted === true ||
  req.headers['x-forwarded-proto']?.split(',')[0]?.trim().toLowerCase() === 'https';

// The metrics (src/site/requestMetrics.mjs) on a port of their own, never the visitors': METRICS_PORT
// on METRICS_HOST (loopback unless set: a Prometheus on another host needs the private address).
const metricsSetting = process.env.METRICS_PORT?.trim();
if (metricsSetting && !(/^\d{1,5}$/.test(metricsSetting) && Number(metricsSetting) <= 65_535)) {
  process.stderr.write(`server.mjs: METRICS_PORT must be a port number, not "${metricsSetting}"\n`);
  process.exit(1);
}

let coop;
try {
  coop = openerPolicy();
} catch (error) {
  process.stderr.write(`server.mjs: ${error.message}\n`);
  process.exit(1);
}

// One JSON line per request and per error on stdout (src/observability/logging.mjs); the settings'
// mistakes above stay plain lines on stderr, for the person starting the server.
const log = siteLogger(buildIdOf(new URL('./dist/build-id', import.meta.url)));
consoleToLog(log);
process.on('uncaughtException', (error) => {
  logError(log, error, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => logError(log, reason, 'unhandled rejection'));

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('./dist/server/entry.mjs');

/** A static file runs nothing and embeds nothing: an SVG opened on its own cannot run a script. */
const STATIC_FILE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': coop,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * The top-level folders and files of `public/` (copied into dist/client): answered by the adapter as
 * files, kept for STATIC_FILE's time. `/_astro/*` (fingerprinted) is left to the adapter, which
 * sends `immutable` for it; everything else is a page or an endpoint, whose Cache-Control the
 * middleware decides (src/site/cachePolicy.ts), and what bypasses it (an error of the renderer)
 * stays NOT_SHARED.
 */
const PUBLIC_ENTRIES = new Set(
  readdirSync(new URL('./dist/client/', import.meta.url)).filter((name) => name !== '_astro'),
);
// The first segment as sent (not decoded: a malformed escape must not throw here); the names are ASCII.
const isPublicFile = (url = '') => PUBLIC_ENTRIES.has(url.split(/[/?#]/)[1] ?? '');

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);

// The adapter sends files uncompressed; gzip cuts the islands' JavaScript to about a third. A CDN in
// front of the site would do the same, and this server must be measurable without one.
// A ranged request (206) is left alone: `compression` would gzip the part and break its Content-Range.
// Each write is flushed: otherwise zlib holds a streamed page until 16 kB of output or its end, and
// the visitor gets its head no sooner than if the page had been rendered whole.
const compress = compression({
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
  flush: zlib.constants.Z_SYNC_FLUSH,
});

/** Set on SIGTERM: the server answers what it holds and exits (a rolling restart drains it so). */
let draining = false;

/** The label of an answer Astro does not render (the adapter's files, or server.mjs's own). */
const fileRoute = (url = '') =>
  url.startsWith('/_astro/') ? '/_astro/*' : isPublicFile(url) ? 'public file' : 'unrouted';

const server = http.createServer((req, res) => {
  // What the request's log line and its metrics say of it; the middleware adds the route template.
  const notes = { requestId: requestIdOf(req.headers), fileRoute: fileRoute(req.url) };
  logRequest(log, req, res, notes, performance.now());
  countRequest(req, res, notes);
  // Draining: this answer closes its connection, so a proxy's kept-alive one does not hold the exit.
  if (draining) res.setHeader('Connection', 'close');
  for (const [name, value] of Object.entries(STATIC_FILE_HEADERS)) res.setHeader(name, value);
  // A default the adapter's file server keeps and a rendered answer replaces with its own.
  res.setHeader('Cache-Control', isPublicFile(req.url) ? STATIC_FILE : NOT_SHARED);
  // Transport, not content: the same for a page and a file, so it is set here and nowhere else.
  if (hsts && overHttps(req)) res.setHeader('Strict-Transport-Security', hsts);
  // A form sent without JavaScript (src/site/noScriptForm.ts): its body is neither read nor kept
  // (drained unread), and the browser asks for the page that explains by GET. Never cached.
  if (req.method === 'POST' && req.url?.split(/[?#]/)[0] === NO_SCRIPT_FORM_PATH) {
    notes.route = NO_SCRIPT_FORM_PATH;
    req.resume();
    res.writeHead(303, { Location: NO_SCRIPT_FORM_PATH });
    res.end();
    return;
  }
  compress(req, res, () => {
    // A page sends its own policy (src/middleware.ts); one the CMS admin may frame (the preview) has
    // no X-Frame-Options, so the static files' DENY must not stay on it. Wrapped inside `compress`,
    // which turns the headers Astro passes to writeHead into setHeader calls before its own.
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers?.['content-security-policy'] && !headers['x-frame-options'])
        res.removeHeader('X-Frame-Options');
      return writeHead.call(this, status, ...rest);
    };
    withRequestNotes(notes, () => handler(req, res));
  });
});

// A port already taken is a person's everyday mistake: one line, not a stack trace.
server.once('error', (error) => {
  const problem =
    error.code === 'EADDRINUSE' ? `${host}:${port} is already in use (set PORT)` : error.message;
  process.stderr.write(`server.mjs: ${problem}\n`);
  process.exit(1);
});

if (metricsSetting) {
  const metricsHost = process.env.METRICS_HOST?.trim() || '127.0.0.1';
  const metrics = serveMetrics({ port: Number(metricsSetting), host: metricsHost });
  metrics.once('error', (error) => {
    const problem =
      error.code === 'EADDRINUSE'
        ? `${metricsHost}:${metricsSetting} is already in use (set METRICS_PORT)`
        : error.message;
    process.stderr.write(`server.mjs: metrics: ${problem}\n`);
    process.exit(1);
  });
}

server.listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  log.info(`Site listening on http://${shown}:${port}`);
});

// Stops accepting and exits once every request in flight is answered. Node closes the connections
// idle at that moment; one that goes idle later (its answer sent) is closed then, not after the 5 s
// keep-alive, which a proxy reusing its connections would otherwise renew for ever.
const stop = () => {
  draining = true;
  server.close(() => process.exit(0));
  setInterval(() => server.closeIdleConnections(), 100).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
