import type { APIRoute } from 'astro';
import {
  endPreviewCookies,
  isPreviewSecret,
  isSecureContext,
  PREVIEW_MAX_AGE_S,
  previewCookie,
  previewCookieValue,
  previewSecret,
  previewTarget,
} from '../site/preview';

/**
 * The editors' preview link (src/site/preview.ts): `/nahled?secret=…&path=/o-nas` opens the preview
 * and shows the page's draft; `/nahled?konec&path=/o-nas` ends it. Without PREVIEW_SECRET the
 * address does not exist. The cookie's header is written out (src/site/preview.ts previewCookie),
 * not with `cookies.set`: the header is the whole contract, and the tests read it. Strapi's preview
 * panel opens this link in a frame: the middleware lets CMS_ADMIN_ORIGIN frame it.
 */
const ENDED_IN_FRAME =
  '<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Náhled je ukončený</title></head>' +
  '<body><p>Náhled konceptu je ukončený. V administraci ho znovu otevře tlačítko Otevřít náhled.</p></body></html>';

export const GET: APIRoute = ({ url, request }) => {
  const secret = previewSecret();
  // The secret is in this address: nothing may pass it on, nothing may keep it.
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  if (!secret) return new Response('Stránka nenalezena', { status: 404, headers });
  const target = previewTarget(url.searchParams.get('path'));
  const secureContext = isSecureContext(url, request.headers);
  if (url.searchParams.has('konec')) {
    for (const cookie of endPreviewCookies(secureContext)) headers.append('Set-Cookie', cookie);
    // In the admin's preview panel the page itself could not be shown any more (only a page in
    // preview may be framed by the admin): say that the preview ended, here, in the frame.
    if (request.headers.get('sec-fetch-dest') === 'iframe') {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(ENDED_IN_FRAME, { status: 200, headers });
    }
    headers.set('Location', target);
    return new Response(null, { status: 302, headers });
  }
  if (!isPreviewSecret(url.searchParams.get('secret'))) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response('Odkaz na náhled neplatí. Otevřete ho znovu z CMS.', { status: 401, headers });
  }
  headers.set('Location', target);
  headers.set('Set-Cookie', previewCookie(previewCookieValue(secret), PREVIEW_MAX_AGE_S, secureContext));
  return new Response(null, { status: 302, headers });
};
