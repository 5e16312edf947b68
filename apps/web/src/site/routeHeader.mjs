// The route template of an answer Astro rendered (`/[...slug]`, `/hledat`, `/api/cms-changes`),
// passed from the middleware (src/middleware.ts) to server.mjs in this response header, which
// server.mjs takes off before the answer goes out: the metrics count requests by template, a short
// fixed list, never by the address a visitor typed (src/site/requestMetrics.mjs).
export const ROUTE_HEADER = 'x-site-route';
