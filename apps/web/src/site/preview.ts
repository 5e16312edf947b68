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
