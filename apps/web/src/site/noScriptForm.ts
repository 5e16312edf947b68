/**
 * Where every form of the site is sent when the page's JavaScript has not run (turned off, blocked,
 * or its code did not load): ui's `Form` posts there (`SiteConfig.noScriptFormUrl`), so a visitor's
 * name, phone and e-mail never end up in an address, a browser's history, a shared cache's key or an
 * access log. The page (src/pages/formular-bez-javascriptu.astro) neither reads nor keeps what was
 * sent: it says the form needs JavaScript and gives the phone and the ways on.
 */
export const NO_SCRIPT_FORM_PATH = '/formular-bez-javascriptu';

/**
 * The page the form was on, for the page's `Zpět na formulář`: the same site's path from the
 * request's `Referer` (the browser sends it to its own origin whole), without its query or fragment;
 * `null` for another origin, this page itself, or no Referer.
 */
export function formPageFrom(referer: string | null, siteOrigin: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin || url.pathname === NO_SCRIPT_FORM_PATH) return null;
  return url.pathname;
}
