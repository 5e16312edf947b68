/**
 * The site context every block reads (DESIGN.md, "How data flows" 4). A `SiteConfig` is plain data,
 * so the host can serialise it into each island; the runtime parts (clock, navigation, analytics)
 * are built from it on either side of the wire.
 */

export type Locale = 'cs' | 'en';

/** The public web brand variant (SPEC §1): the insurer itself, or its car dealership and service arm. */
export type BrandVariant = 'insurance' | 'mobility';

export interface BrandLogo {
  src: string;
  alt: string;
  /** Intrinsic size in CSS pixels, so the page reserves the logo's box before it loads. */
  width: number;
  height: number;
}

export interface BrandConfig {
  /** Display name, the `{product}` of SPEC.md. */
  name: string;
  /** API slug, as in `web/v2/{slug}-technologies/meeting`. */
  slug: string;
  variant: BrandVariant;
  /** Call-centre number shown to visitors, in international form (`+420 …`). */
  phone: string;
  /** One hero logo per variant; the active variant picks which (see `heroLogo`). */
  logos: Record<BrandVariant, BrandLogo>;
}

/** Where the back end lives. Paths and prefixes are the api-client's business, not the UI's. */
export interface ApiSettings {
  host: string;
  productHost?: string;
  cmsHost?: string;
  /**
   * The back end's environment, `production` or another name: required, never assumed. It picks the
   * mobility guarantee's API and is sent by the rollout check as its `enviroment` query (SPEC §7).
   */
  environment: string;
}

/**
 * The signed-in user as far as the website reads it (SPEC §6): only whether they are internal.
 * How someone signs in is not shown in SPEC.md; a host without login passes `null` (no user).
 */
export interface SiteUser {
  internal: boolean;
}

/**
 * Map tiles the host chooses for the maps on its pages (the branch map): a tile server it has the
 * right to use, and the attribution its licence asks for. Absent: no map library is loaded, and a
 * map block shows its static schematic only.
 */
export interface MapTiles {
  /** A tile URL template with `{z}`, `{x}` and `{y}`: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  url: string;
  /** The attribution shown on the map, as plain text: `© OpenStreetMap`. */
  attribution: string;
  /** Where the attribution links to (the data's licence or copyright page). */
  attributionUrl?: string;
  /** The closest zoom the tile server offers; default 18. */
  maxZoom?: number;
}

export interface SiteConfig {
  brand: BrandConfig;
  locale: Locale;
  api: ApiSettings;
  /** The page's URL, so that server rendering reads the same query parameters as the browser. */
  url: string;
  /** A fixed "now" (ISO 8601) for demos and tests; absent means the real clock. */
  now?: string;
  /** The signed-in user; `null` or absent: nobody is signed in. */
  user?: SiteUser | null;
  /** Map tiles for the maps on the site's pages; absent: the maps stay static schematics. */
  maps?: MapTiles;
  /**
   * Where a form is sent when the page's JavaScript has not run (turned off, or not loaded): a page of
   * the host that says the form needs JavaScript and how else to reach the brand (its phone). Every
   * `Form` posts, so a visitor's answers never end up in an address, a browser's history or a server's
   * log. Absent: a form posts to the page it is on.
   */
  noScriptFormUrl?: string;
}

export interface AnalyticsEvent {
  /** The event as SPEC §7 names it, e.g. `Zavolejte mi`. */
  name: string;
  category?: string;
  label?: string;
  value?: number;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface Clock {
  now(): Date;
}

export interface NavigateOptions {
  newTab?: boolean;
}

export interface SetParamsOptions {
  /** Replace the history entry instead of adding one (filters, tabs). */
  replace?: boolean;
  hash?: string;
}

/** Query parameters and navigation, without blocks ever touching `window.location`. */
export interface NavigationAdapter {
  /** The current URL as a string (a stable snapshot for `useSyncExternalStore`). */
  href(): string;
  setParams(params: Record<string, string | null>, options?: SetParamsOptions): void;
  navigate(url: string, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(instant: string | Date): Clock {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`fixedClock: not a valid instant: ${String(instant)}`);
  return { now: () => new Date(time) };
}

export const noopAnalytics: AnalyticsSink = () => {};

export function clockFor(config: Pick<SiteConfig, 'now'>): Clock {
  return config.now ? fixedClock(config.now) : systemClock;
}

function applyParams(href: string, params: Record<string, string | null>, hash?: string): string {
  const url = new URL(href);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  if (hash !== undefined) url.hash = hash;
  // Lists of ids stay readable in a shared address (`?locations=10,11`): a comma needs no escaping in
  // a query (RFC 3986), and URLSearchParams reads both forms the same.
  url.search = url.search.replaceAll('%2C', ',');
  return url.toString();
}

/**
 * Navigation kept in memory: for server rendering, Storybook and tests. `navigate` records the
 * target instead of leaving the page, so a test can assert where a visitor would have gone.
 */
export function memoryNavigation(initialUrl: string) {
  let current = new URL(initialUrl).toString();
  const listeners = new Set<() => void>();
  const visited: { url: string; newTab: boolean }[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const adapter: NavigationAdapter & { visited: typeof visited } = {
    visited,
    href: () => current,
    setParams(params, options) {
      current = applyParams(current, params, options?.hash);
      notify();
    },
    navigate(url, options) {
      const target = new URL(url, current).toString();
      visited.push({ url: target, newTab: Boolean(options?.newTab) });
      if (!options?.newTab) {
        current = target;
        notify();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return adapter;
}

/** Fired on `window` after a URL change, so that every island (each with its own adapter) hears it. */
export const URL_CHANGE_EVENT = 'site:urlchange';

/** Navigation over the real URL and History API. Only call it in the browser. */
export function browserNavigation(win: Window = window): NavigationAdapter {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    href: () => win.location.href,
    setParams(params, options) {
      const next = applyParams(win.location.href, params, options?.hash);
      if (options?.replace) win.history.replaceState(win.history.state, '', next);
      else win.history.pushState(win.history.state, '', next);
      win.dispatchEvent(new Event(URL_CHANGE_EVENT));
    },
    navigate(url, options) {
      // `noopener` also keeps the opened page from reading this one; `noreferrer` keeps secrets in
      // this page's URL (the cancellation token) out of the Referer header.
      if (options?.newTab) win.open(url, '_blank', 'noopener,noreferrer');
      else win.location.assign(url);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        win.addEventListener('popstate', notify);
        win.addEventListener(URL_CHANGE_EVENT, notify);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('popstate', notify);
          win.removeEventListener(URL_CHANGE_EVENT, notify);
        }
      };
    },
  };
}

/** The attributes the host puts on `<html>` so that the brand variant's tokens apply everywhere. */
export function brandAttributes(brand: Pick<BrandConfig, 'variant'>): { 'data-brand': BrandVariant } {
  return { 'data-brand': brand.variant };
}

/** The hero logo of the brand's active variant (SPEC §1). */
export function heroLogo(brand: Pick<BrandConfig, 'variant' | 'logos'>): BrandLogo {
  return brand.logos[brand.variant];
}
