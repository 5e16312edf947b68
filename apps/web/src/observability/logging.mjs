import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pino from 'pino';

/**
 * The site's structured log: one JSON line per request and one per error, on stdout (apps/web/README.md,
 * "Logs"). What a visitor typed never reaches it: no query string (a search, a form sent without
 * JavaScript, a cancellation link's token), no header, no body; the path of a page with its digits
 * masked; no path at all for an address nobody published (a 404 may hold anything typed).
 *
 * server.mjs and the server bundle (the middleware) may each load this module: the logger lives on
 * `globalThis`, so both write through one.
 */
const KEY = Symbol.for('insurance-web.logger');

/**
 * A logger writing to `destination` (stdout by default). No pid or hostname (the process's supervisor
 * knows them) and an ISO time: a log line carries no long run of digits a visitor's number could hide
 * among, or be mistaken for.
 */
export function createLogger({ build, destination } = {}) {
  return pino(
    {
      base: build ? { build } : {},
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces: no code here logs a request or its headers, but a future one must not leak them.
      redact: { paths: ['req', 'headers', 'query', 'body', 'cookie'], remove: true },
    },
    destination,
  );
}

/** The process's logger (created on first use with the build's id). */
export function siteLogger(build) {
  globalThis[KEY] ??= createLogger({ build });
  return globalThis[KEY];
}

/**
 * The build's id, as /readyz and `site_build_info` give it (src/site/buildId.ts): written to
 * `dist/build-id` by the build (astro.config.mjs), read here before the server bundle loads.
 */
export function buildIdOf(file) {
  try {
    return readFileSync(file, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What a request id from the proxy may be: short, and nothing but letters, digits and `._-`. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: Varnish's `X-Request-Id` when it sent a well-formed one (its log line and this
 * instance's then match), else a new one: 12 random base64url characters.
 */
export function requestIdOf(headers) {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomBytes(9).toString('base64url');
}

/** A fingerprinted file of the build: its name is ours, and its digits are a hash. */
const BUILD_FILE = /^\/_astro\/[\w.-]+$/;
/** Every decimal digit as `#`, as src/site/maskDigits.ts does for a search query (plain JS here: server.mjs runs it). */
const maskDigits = (text) => text.replace(/\p{Nd}/gu, '#');
const MAX_PATH = 200;

/**
 * The path as logged: without its query or fragment, digits masked (a page's address holds none of
 * a visitor's, a mistyped one may), at most 200 characters; `undefined` for a 404.
 */
export function loggedPath(url = '', status) {
  if (status === 404) return undefined;
  const path = url.split(/[?#]/)[0] ?? '';
  const shown = BUILD_FILE.test(path) ? path : maskDigits(path);
  return shown.length > MAX_PATH ? `${shown.slice(0, MAX_PATH)}…` : shown;
}

/**
 * One line when the answer has gone (or the connection closed before): id, method, route template,
 * path (as `loggedPath`), status, duration in ms, the content cache's part in it.
 */
export function logRequest(logger, req, res, notes, startedAt) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const status = res.statusCode;
    const line = {
      requestId: notes.requestId,
      method: req.method,
      route:
        notes.route ??
        notes.fileRoute ??
        (BUILD_FILE.test(req.url?.split(/[?#]/)[0] ?? '') ? '/_astro/*' : 'static'),
      path: loggedPath(req.url, status),
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      contentCache: notes.contentCache ?? 'none',
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) logger.warn(line, 'request');
    else logger.info(line, 'request');
  };
  res.once('finish', finish);
  res.once('close', finish);
}

/**
 * An error as one line: its type, message and stack, nothing of the request it happened in (the
 * request's own line has its id and status).
 */
export function logError(logger, error, message = 'error') {
  // pino's own `err` serializer: type, message and stack, the causes' appended.
  logger.error({ err: error instanceof Error ? error : new Error(String(error)) }, message);
}

/**
 * `console.error` and `console.warn` (Astro's render errors, the site's own `[content]` lines) as
 * JSON lines of the same log: a string as the message, an Error with its stack.
 */
export function consoleToLog(logger) {
  const toLine =
    (level) =>
    (...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => !(arg instanceof Error))
        .map((arg) => (typeof arg === 'string' ? arg : safeJson(arg)))
        .join(' ');
      if (error) logger[level]({ err: error }, text || error.message);
      else logger[level](text);
    };
  console.error = toLine('error');
  console.warn = toLine('warn');
}

function safeJson(value) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
