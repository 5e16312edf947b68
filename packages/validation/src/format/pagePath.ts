/**
 * A CMS page's address on the site and back (the one rule the site and the CMS share): the page
 * whose slug is `home` is `/`, every other page is `/<slug>`. The site finds a page by its path,
 * the CMS tells the site which paths a publish changed and links its preview to them.
 */

/** The slug of the home page. */
const HOME_SLUG = 'home';

/** `/`, `` and `home` are the home page; otherwise the path without slashes at either end. */
export function slugFromPath(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return slug === '' ? HOME_SLUG : slug;
}

/** The site's path of a page's slug: `home` is `/`. */
export function pathFromSlug(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`;
}
