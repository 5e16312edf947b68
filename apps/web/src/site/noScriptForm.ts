import { NO_SCRIPT_FORM_PATH } from './noScriptFormPath.mjs';

/**
 * Where every form of the site is sent when the page's JavaScript has not run (turned off, blocked,
 * or its code did not load): ui's `Form` posts there (`SiteConfig.noScriptFormUrl`), so a visitor's
 * name, phone and e-mail never end up in an address, a browser's history, a shared cache's key or an
 * access log. server.mjs answers the POST itself, before Astro, without reading its body: `303 See
 * Other` to the same path, which the browser then asks for by GET (Post/Redirect/Get: a reload sends
 * nothing again). Astro's own check of a form's `Origin` (`security.checkOrigin`) would refuse the
 * POST behind a proxy that ends TLS, where the page's URL is `http:` and the browser's origin
 * `https:`. The page (src/pages/formular-bez-javascriptu.astro) says the form needs JavaScript and
 * gives the phone and the ways on; it answers a POST too (`astro dev`, which has no server.mjs).
 */
export { NO_SCRIPT_FORM_PATH };

/**
 * The page the form was on, for the page's `Zpět na formulář`: the path from the request's `Referer`
 * (a browser sends its own site's whole, and keeps it across the 303), without its query or fragment;
 * `null` for another site, this page itself, or no Referer. The site is told by its host alone: behind
 * a proxy that ends TLS the page's URL says `http:` where the Referer says `https:`.
 */
export function formPageFrom(referer: string | null, siteHost: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== siteHost || url.pathname === NO_SCRIPT_FORM_PATH) {
    return null;
  }
  return url.pathname;
}
