import { createHmac, timingSafeEqual } from 'node:crypto';

type Env = Record<string, string | undefined>;

/**
 * An editors' preview build (`CONTENT_PREVIEW=1`): a section left out for its data shows a notice
 * naming the block and the fields to fix. The published site shows nothing there.
 */
export function isPreview(env: Env = process.env): boolean {
  return env.CONTENT_PREVIEW === '1';
}

/*
 * The editors' preview on the live site: `/nahled?secret=<PREVIEW_SECRET>&path=/o-nas` checks the
 * secret, sets an HttpOnly cookie and redirects to the page, which then shows the CMS's latest
 * draft with the notices of a preview build. The secret is in one address only, answered with
 * `no-referrer`; the cookie holds an HMAC of it, never the secret itself.
 *
 * Strapi's preview panel opens that link in a frame of the admin (CMS_ADMIN_ORIGIN may frame the
 * link and every page shown in preview, nothing else may). When the admin is on another site than
 * the site (start:cms: 127.0.0.1:1337 and localhost:3000), the frame is a third-party context, where
 * browsers neither store nor send a SameSite=Lax cookie: the cookie is `SameSite=None; Secure;
 * Partitioned` instead. Partitioned (CHIPS) keys it to the top-level site it was set under: set in the
 * admin's frame, it exists only in frames of the admin, and it is not refused where third-party
 * cookies are blocked. Secure needs a secure context: HTTPS, or loopback (Chromium stores Secure
 * cookies from http://localhost and http://127.0.0.1). Plain HTTP elsewhere keeps SameSite=Lax,
 * which works outside a frame only.
 */

export const PREVIEW_COOKIE = 'site_preview';
/** An editor's preview lasts an hour; the link sets it again. */
export const PREVIEW_MAX_AGE_S = 3600;

/** The configured secret, when it is long enough to be one (24 characters); otherwise no preview. */
export function previewSecret(env: Env = process.env): string | undefined {
  const secret = env.PREVIEW_SECRET?.trim();
  return secret && secret.length >= 24 ? secret : undefined;
}

/** What the cookie holds: derived from the secret, so it proves the secret without carrying it. */
export function previewCookieValue(secret: string): string {
  return createHmac('sha256', secret).update('site-preview-v1').digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The secret of a preview link, compared in constant time. */
export function isPreviewSecret(candidate: string | null | undefined, env: Env = process.env): boolean {
  const secret = previewSecret(env);
  return Boolean(secret && candidate && sameText(candidate, secret));
}

/** Whether a request's cookie opens the preview. */
export function isPreviewCookie(value: string | undefined, env: Env = process.env): boolean {
  const secret = previewSecret(env);
  return Boolean(secret && value && sameText(value, previewCookieValue(secret)));
}

/** Where the preview link may send the editor: a path of this site, never another origin. */
export function previewTarget(path: string | null): string {
  return path && /^\/(?![/\\])/.test(path) ? path : '/';
}

/** The cookie's attributes: see the note above. `secureContext` says whether Secure can be stored. */
export function previewCookie(value: string, maxAge: number, secureContext: boolean): string {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    ...(secureContext ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Lax']),
    `Max-Age=${maxAge}`,
  ].join('; ');
}

/**
 * The `Set-Cookie` headers that end the preview: the partitioned cookie, and a plain one of the same
 * name (set before the cookie was partitioned, or over plain HTTP), each with its own attributes as a
 * browser needs them to replace it.
 */
export function endPreviewCookies(secureContext: boolean): string[] {
  return [previewCookie('', 0, secureContext), ...(secureContext ? [previewCookie('', 0, false)] : [])];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the browser treats the request's origin as secure for cookies: HTTPS (here, or at the
 * proxy in front that ends TLS and says so in X-Forwarded-Proto), or a loopback host. A forged
 * header gains nothing: a browser on plain HTTP drops the Secure cookie, and the preview is off.
 */
export function isSecureContext(url: URL, headers: Headers): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return url.protocol === 'https:' || forwarded === 'https' || LOOPBACK_HOSTS.has(url.hostname);
}

/** The preview cookie's value in a request's `Cookie` header. */
export function previewCookieFrom(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The CMS admin's origins (`CMS_ADMIN_ORIGIN`, e.g. https://cms.example.cz; comma-separated when the
 * admin answers at more than one, as Strapi on loopback does at 127.0.0.1 and localhost): the pages
 * allowed to frame the preview link and the pages shown in preview (Strapi's preview panel). Not
 * derived from STRAPI_URL, which may be an internal address. Anything but an http(s) origin is
 * ignored.
 */
export function previewFrameAncestors(env: Env = process.env): string[] {
  return (env.CMS_ADMIN_ORIGIN ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.origin === value;
    });
}
