import { defineMiddleware } from 'astro:middleware';
import { apiHost } from './site/config';
import { inlineScriptHashes, securityHeaders } from './site/securityHeaders';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (!isHtml) {
    for (const [name, value] of Object.entries(securityHeaders(apiHost()))) response.headers.set(name, value);
    return response;
  }
  // HTML is buffered so that its inline scripts can be allowed by hash, not by 'unsafe-inline'.
  const html = await response.text();
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(apiHost(), inlineScriptHashes(html)))) {
    headers.set(name, value);
  }
  headers.delete('content-length');
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
