import type { APIRoute } from 'astro';
import {
  isPreviewSecret,
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_S,
  previewCookieValue,
  previewSecret,
  previewTarget,
} from '../site/preview';

/**
 * The editors' preview link (src/site/preview.ts): `/nahled?secret=…&path=/o-nas` opens the preview
 * and shows the page's draft; `/nahled?konec&path=/o-nas` ends it. Without PREVIEW_SECRET the
 * address does not exist.
 */
/** Written out, not with `cookies.set`: the header is the whole contract, and the tests read it. */
const cookie = (value: string, maxAge: number, secure: boolean) =>
  [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export const GET: APIRoute = ({ url }) => {
  const secret = previewSecret();
  // The secret is in this address: nothing may pass it on, nothing may keep it.
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (!secret) return new Response('Stránka nenalezena', { status: 404, headers });
  const target = previewTarget(url.searchParams.get('path'));
  const secure = url.protocol === 'https:';
  if (url.searchParams.has('konec')) {
    return new Response(null, {
      status: 302,
      headers: { ...headers, Location: target, 'Set-Cookie': cookie('', 0, secure) },
    });
  }
  if (!isPreviewSecret(url.searchParams.get('secret'))) {
    return new Response('Odkaz na náhled neplatí. Otevřete ho znovu z CMS.', {
      status: 401,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, {
    status: 302,
    headers: {
      ...headers,
      Location: target,
      'Set-Cookie': cookie(previewCookieValue(secret), PREVIEW_MAX_AGE_S, secure),
    },
  });
};
