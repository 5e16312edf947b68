import { defineMiddleware } from 'astro:middleware';
import { isCancellationPage } from '@insurance-web/content-sections';
import { noteRoute } from './observability/requestContext.mjs';
import { isSearchPath } from './search/searchAddress';
import { siteSearch } from './search/siteSearch';
import { cacheHeaders } from './site/cachePolicy';
// The rendering side's metrics (the build's info among them) from the instance's first answer on.
import './site/metrics';
import { apiHost, cmsMediaOrigins, frameOrigins, mapTileOrigins } from './site/config';
import { isPreviewCookie, previewCookieFrom, previewFrameAncestors } from './site/preview';
import { inlineScriptHashes, scriptHashesFrom, securityHeaders } from './site/securityHeaders';

/**
 * Security headers on everything Astro answers. A page's inline scripts (Astro's island loader) are
 * allowed by the hashes Astro computed when the site was built and sent in its own CSP header
 * (`security.csp` in astro.config.mjs), never by 'unsafe-inline'. The body is not read: pages stream.
 * Framing is refused except for pages marked `embeddable`, which the site itself may frame. The
 * pages of cancellation links (`zruseni-smlouvy`, `zruseni-zmeny` in the path) also send
 * `Referrer-Policy: no-referrer`, and so do the preview link and the search page.
 * The CMS admin (CMS_ADMIN_ORIGIN) may frame the preview link and what a request with a valid
 * preview cookie gets (the page's draft, src/site/preview.ts): Strapi's preview panel.
 * Every answer also says how caches may keep it (`Cache-Control`: src/site/cachePolicy.ts).
 */
let searchPrepared = false;

export const onRequest = defineMiddleware(async (context, next) => {
  // The site search's index, built behind the instance's first answer (one read of every page), so
  // that the first visitor who searches does not wait for it (src/search/siteSearch.ts).
  if (!searchPrepared && import.meta.env.PROD) {
    searchPrepared = true;
    siteSearch().prepare();
  }
  // A cancellation link's page carries its token in the address: no Referer (SPEC §6), no caching.
  // So does the editors' preview link (`/nahled?secret=…`, src/pages/nahled.ts), and the search
  // page, whose query may hold personal data (src/search/searchAddress.ts).
  // The request's log line names the route template, never the address (src/observability/logging.mjs).
  noteRoute(context.routePattern);
  const pathname = context.url?.pathname ?? '';
  const secretLink = isCancellationPage(pathname) || pathname === '/nahled' || isSearchPath(pathname);
  // The same test as the page's own ([...slug].astro): the cookie is what makes a page a draft.
  const inPreview =
    pathname === '/nahled' || isPreviewCookie(previewCookieFrom(context.request?.headers.get('cookie')));
  let response = await next();
  let scriptHashes = scriptHashesFrom(response.headers.get('content-security-policy'));
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (import.meta.env.MODE === 'development' && isHtml) {
    // `astro dev` hashes nothing (Astro's CSP works on builds only): there alone, the page is read whole.
    const html = await response.text();
    scriptHashes = inlineScriptHashes(html);
    response = new Response(html, response);
    response.headers.delete('content-length');
  }
  // A page marked `embeddable` says so while it renders (its frontmatter runs before the response exists).
  const frameable = context.locals?.embeddable === true;
  const headers = securityHeaders(apiHost(), scriptHashes, {
    frameable,
    framedBy: inPreview ? previewFrameAncestors() : [],
    secretLink,
    frameOrigins: frameOrigins(),
    imageOrigins: mapTileOrigins(),
    mediaOrigins: cmsMediaOrigins(),
  });
  for (const [name, value] of Object.entries(headers)) {
    response.headers.set(name, value);
  }
  const caching = cacheHeaders(
    {
      method: context.request?.method ?? 'GET',
      url: context.url,
      headers: context.request?.headers ?? new Headers(),
    },
    response,
    context.locals?.cache,
  );
  response.headers.set('Cache-Control', caching['Cache-Control']);
  // Astro sends `text/html` without a charset; the body is UTF-8.
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('content-type', 'text/html; charset=utf-8');
  }
  return response;
});
