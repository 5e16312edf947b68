import { createHash } from 'node:crypto';
import { RUM_PATH } from '../observability/rum/path';
import { openerPolicy, PERMISSIONS_POLICY, VIDEO_PLAYER_ORIGINS } from './permissionsPolicy.mjs';

/**
 * Where browsers report a violation of a page's policy: the RUM endpoint, which counts them
 * (src/observability/rum/endpoint.ts). `report-to` names the endpoint of `Reporting-Endpoints`
 * (the Reporting API, over HTTPS); a browser without it uses `report-uri`.
 */
export const CSP_REPORT_GROUP = 'csp';

/**
 * `'sha256-…'` sources for every inline `<script>` of a page, as a browser hashes them. Only `astro dev`
 * hashes a page's body, and the e2e tests, to check the hashes Astro sends with a built page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The hash sources of the `script-src` directive of the policy Astro sent with a page: the inline
 * scripts it renders (the island loader), hashed when the site was built (`security.csp`).
 */
export function scriptHashesFrom(astroPolicy: string | null): string[] {
  const scriptSrc = (astroPolicy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => HASH_SOURCE.test(source));
}

export interface FramingOptions {
  /**
   * The page may be framed by the site itself (a page marked `embeddable`, shown by the iframe block).
   * Only by the site's own origin: framing by anyone else stays refused, and so does framing of every
   * other page.
   */
  frameable?: boolean;
  /**
   * Origins that may frame this response besides the site itself: the CMS admin's, for the preview
   * link and the pages shown in preview (Strapi's preview panel, CMS_ADMIN_ORIGIN). Empty for every
   * other response.
   */
  framedBy?: readonly string[];
  /**
   * Other sites whose pages the iframe block may show (`PUBLIC_FRAME_ORIGINS`, https origins): the
   * browser refuses to frame any origin this policy does not name, whatever the editor entered.
   */
  frameOrigins?: readonly string[];
  /** Where images may come from besides the site: the map's tile server (`PUBLIC_MAP_TILE_URL`). */
  imageOrigins?: readonly string[];
  /** Where the content's images, videos and animations come from: the CMS's media (`STRAPI_URL`). */
  mediaOrigins?: readonly string[];
}

export function contentSecurityPolicy(
  apiHost: string,
  scriptHashes: string[] = [],
  {
    frameable = false,
    framedBy = [],
    frameOrigins = [],
    imageOrigins = [],
    mediaOrigins = [],
  }: FramingOptions = {},
): string {
  const ancestors = [...(frameable ? ["'self'"] : []), ...framedBy];
  const apiOrigin = new URL(apiHost).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React sets `style` attributes (carousel widths, dialogs), which only 'unsafe-inline' allows.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins, ...mediaOrigins].join(' '),
    ...(mediaOrigins.length ? [["media-src 'self'", ...mediaOrigins].join(' ')] : []),
    "font-src 'self'",
    // The CMS's media include the animations the islands fetch (Lottie JSON, `fetch` in the browser).
    [`connect-src 'self' ${apiOrigin}`, ...mediaOrigins].join(' '),
    [`frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`, ...frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `report-uri ${RUM_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

export interface PageSecurity extends FramingOptions {
  /**
   * The page is opened with a credential in its address (a cancellation link's token, SPEC §6): no
   * request it makes sends a Referer (its scripts, fonts and API calls included, before and after the
   * token leaves the address bar). (No cache keeps it either: src/site/cachePolicy.ts.)
   */
  secretLink?: boolean;
}

export function securityHeaders(
  apiHost: string,
  scriptHashes: string[] = [],
  { secretLink = false, ...framing }: PageSecurity = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiHost, scriptHashes, framing),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${RUM_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': secretLink ? 'no-referrer' : 'strict-origin-when-cross-origin',
    // The same rule for browsers that know only the older header. It cannot name another origin:
    // a response the CMS may frame has none, and frame-ancestors alone decides (every browser
    // that frames a page with CSP honours it, and ignores X-Frame-Options once it is there).
    ...(framing.framedBy?.length ? {} : { 'X-Frame-Options': framing.frameable ? 'SAMEORIGIN' : 'DENY' }),
    // No page shares its window with a page of another origin it opened or was opened by.
    'Cross-Origin-Opener-Policy': openerPolicy(),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
