import type { ChromeGroup, ChromeLink } from './chrome';

/** One step of a breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: 'Úvod', path: '/' };

/** `/kariera/`, `/kariera?x#y` → `/kariera`: a path as the navigation's links are compared. */
export function normalPath(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/** `/a/b/c` → `/a/b/c`, `/a/b`, `/a`: the path and each of its ancestors, nearest first. */
function pathAndAncestors(path: string): string[] {
  const segments = normalPath(path).split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, segments.length - index).join('/')}`);
}

interface Placement {
  groupIndex: number;
  group: ChromeGroup;
  link: ChromeLink;
  /** The link is the page's own (not one of its ancestors'). */
  exact: boolean;
}

/**
 * Where a page sits in the navigation: the first group with a link to the page itself, else to its
 * nearest ancestor (`/kariera/123` sits under Kariéra). Only the site's own paths count.
 */
export function placeInNavigation(navigation: ChromeGroup[], path: string): Placement | null {
  const candidates = pathAndAncestors(path);
  for (const [depth, candidate] of candidates.entries()) {
    for (const [groupIndex, group] of navigation.entries()) {
      const link = group.links.find((each) => each.url.startsWith('/') && normalPath(each.url) === candidate);
      if (link) return { groupIndex, group, link, exact: depth === 0 };
    }
  }
  return null;
}

/**
 * The trail of a page below the home page: Úvod → the page's navigation group → (its ancestor's
 * link) → the page. A group has no page of its own, so its step leads to its first link (the
 * group's overview), and is left out when that is the page itself. A page the navigation does not
 * know gets Úvod → the page. The home page has no trail (empty).
 */
export function breadcrumbTrail(navigation: ChromeGroup[], path: string, title: string): Crumb[] {
  const here = normalPath(path);
  if (here === '/') return [];
  const trail: Crumb[] = [HOME_CRUMB];
  const placement = placeInNavigation(navigation, here);
  if (placement) {
    const overview = placement.group.links.find((link) => link.url.startsWith('/'));
    if (overview && normalPath(overview.url) !== here) {
      trail.push({ name: placement.group.label, path: normalPath(overview.url) });
    }
    const parent = normalPath(placement.link.url);
    if (!placement.exact && !trail.some((crumb) => crumb.path === parent)) {
      trail.push({ name: placement.link.label, path: parent });
    }
  }
  trail.push({ name: title, path: here });
  return trail;
}

/** schema.org `BreadcrumbList` of a trail, its items' addresses absolute on the public origin. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** The index of the navigation group the page at `path` sits in (−1: none), for the header's menu. */
export function currentGroupIndex(navigation: ChromeGroup[], path: string): number {
  return placeInNavigation(navigation, path)?.groupIndex ?? -1;
}
