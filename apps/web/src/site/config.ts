import type { BrandConfig, MapTiles, SiteConfig } from '@insurance-web/ui';
import { facts, internationalPhone } from './facts';
import { NO_SCRIPT_FORM_PATH } from './noScriptForm';

/** The fictional demo brand (no real insurer's name, logo or number). */
export const brand: BrandConfig = {
  name: 'Horizont',
  slug: 'horizont',
  variant: 'insurance',
  // The client line (facts.ts): the number every block's "call us" hint and link shows.
  phone: internationalPhone(facts.clientLine),
  logos: {
    insurance: { src: '/logos/horizont-pojistovna.svg', alt: 'Horizont pojišťovna', width: 174, height: 48 },
    mobility: { src: '/logos/horizont-auto.svg', alt: 'Horizont auto', width: 174, height: 48 },
  },
};

export const DEFAULT_API_HOST = 'http://127.0.0.1:4010';

type Env = Record<string, string | undefined>;

/**
 * The back end the islands call: `PUBLIC_API_HOST`. The local sandbox stands in for it only outside a
 * production build (`astro dev`, tests). server.mjs refuses to start without it; a production build
 * started some other way fails its pages rather than send visitors' leads to the sandbox address.
 */
export function apiHost(env: Env = process.env, production: boolean = import.meta.env.PROD): string {
  const host = env.PUBLIC_API_HOST?.trim();
  if (host) return host.replace(/\/+$/, '');
  if (production) throw new Error('PUBLIC_API_HOST is not set: the site has no back end for its leads');
  return DEFAULT_API_HOST;
}

/** The back end's environment outside a production build (`astro dev`, unit tests): never production. */
export const DEFAULT_API_ENVIRONMENT = 'development';

/**
 * The back end's environment: `PUBLIC_API_ENVIRONMENT` (`production` or another name). It decides the
 * mobility guarantee's API and what the rollout check asks, so a production build never guesses it:
 * server.mjs refuses to start without it, and a production build started some other way fails its
 * pages. Only `astro dev` and the unit tests fall back to `development`.
 */
export function apiEnvironment(env: Env = process.env, production: boolean = import.meta.env.PROD): string {
  const name = env.PUBLIC_API_ENVIRONMENT?.trim();
  if (name) return name;
  if (production) {
    throw new Error(
      'PUBLIC_API_ENVIRONMENT is not set: the site does not know which back end environment it talks to',
    );
  }
  return DEFAULT_API_ENVIRONMENT;
}

/**
 * The https origins of other sites whose pages editors may frame with the iframe block
 * (`PUBLIC_FRAME_ORIGINS`, comma separated): the page's CSP allows them in `frame-src`. Anything that
 * is not a plain https origin is ignored.
 */
export function frameOrigins(env: Env = process.env): string[] {
  return (env.PUBLIC_FRAME_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.origin === value;
      } catch {
        return false;
      }
    });
}

/** The sandbox's own tiles (apps/sandbox-api/src/tiles.ts): a neutral grid, not a map of anything. */
export const SANDBOX_TILES_PATH = '/tiles/{z}/{x}/{y}.svg';

const reportedMapProblems = new Set<string>();

/**
 * The branch map's tiles: `PUBLIC_MAP_TILE_URL` (an http(s) template with `{z}`, `{x}`, `{y}`) with
 * `PUBLIC_MAP_ATTRIBUTION` (the text its licence asks for; required with it), and optionally
 * `PUBLIC_MAP_ATTRIBUTION_URL` and `PUBLIC_MAP_MAX_ZOOM`. Without them, a production build has no
 * interactive map (the branch blocks show their static schematic) and `astro dev` uses the sandbox's
 * tiles. A configuration that does not hold is logged, once, and leaves the map off: the page and its
 * forms do not fail for the sake of a map.
 */
export function mapTiles(
  env: Env = process.env,
  production: boolean = import.meta.env.PROD,
): MapTiles | undefined {
  const url = env.PUBLIC_MAP_TILE_URL?.trim();
  if (!url) {
    return production
      ? undefined
      : {
          url: `${apiHost(env, production)}${SANDBOX_TILES_PATH}`,
          attribution: 'Ukázkové podklady sandboxu',
        };
  }
  const attribution = env.PUBLIC_MAP_ATTRIBUTION?.trim();
  const attributionUrl = env.PUBLIC_MAP_ATTRIBUTION_URL?.trim();
  const maxZoom = Number(env.PUBLIC_MAP_MAX_ZOOM?.trim() || 18);
  const problem = !/^https?:$/.test(tileUrlProtocol(url))
    ? 'PUBLIC_MAP_TILE_URL is not an http(s) address'
    : !['{z}', '{x}', '{y}'].every((part) => url.includes(part))
      ? 'PUBLIC_MAP_TILE_URL lacks {z}, {x} or {y}'
      : !attribution
        ? 'PUBLIC_MAP_ATTRIBUTION is not set (the tile licence asks for it)'
        : !Number.isInteger(maxZoom) || maxZoom < 1 || maxZoom > 22
          ? 'PUBLIC_MAP_MAX_ZOOM is not a whole number from 1 to 22'
          : undefined;
  if (problem || !attribution) {
    if (problem && !reportedMapProblems.has(problem)) {
      reportedMapProblems.add(problem);
      console.error(`The branch map stays a schematic: ${problem}`);
    }
    return undefined;
  }
  return {
    url,
    attribution,
    ...(attributionUrl && /^https?:\/\//i.test(attributionUrl) ? { attributionUrl } : {}),
    maxZoom,
  };
}

/** A tile template as one tile's address, so that it can be parsed. */
const sampleTile = (template: string) => template.replace(/\{[zxy]\}/g, '0');

function tileUrlProtocol(template: string): string {
  return URL.canParse(sampleTile(template)) ? new URL(sampleTile(template)).protocol : '';
}

/** The CMS's origin when the content comes from Strapi: its media (`/uploads/…`) are served there. */
export function cmsMediaOrigins(env: Env = process.env): string[] {
  const url = env.STRAPI_URL?.trim();
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

/** The origin of the map's tile server, for the page's `img-src`; none without a map. */
export function mapTileOrigins(env: Env = process.env, production: boolean = import.meta.env.PROD): string[] {
  const tiles = mapTiles(env, production);
  return tiles ? [new URL(sampleTile(tiles.url)).origin] : [];
}

/**
 * Query parameters that are credentials (the cancellation link's `token`, SPEC §6). Their values
 * never go into a page's HTML: the configuration serialised into every island carries the URL with
 * each one blanked (`token=`), and only the block that needs one reads it in the browser, from the
 * address bar. The blank name tells the server's render that the address had one, never what it was:
 * the cancellation banner renders its buttons for a link with a token and its "incomplete link"
 * notice for one without, so nothing moves when the browser takes over.
 */
export const SECRET_QUERY_PARAMS: readonly string[] = ['token'];

export function withoutSecrets(pageUrl: URL | string): string {
  const url = new URL(String(pageUrl));
  for (const name of SECRET_QUERY_PARAMS) {
    // Only a value is a credential: an empty one is dropped, so the server does not promise a button.
    if (url.searchParams.get(name)?.trim()) url.searchParams.set(name, '');
    else url.searchParams.delete(name);
  }
  return url.toString();
}

/**
 * The serialisable configuration every island's `SiteProvider` is built from, per request. Nobody
 * signs in on this site (SPEC §6: login is not shown), so `user` is `null`; the back end's host and
 * environment come from `PUBLIC_API_HOST` and `PUBLIC_API_ENVIRONMENT`. `now` fixes the clock (the
 * end-to-end tests' `x-site-test-now`, see testClock.ts).
 */
export function siteConfig(
  pageUrl: URL | string,
  env: Env = process.env,
  now?: string,
  production: boolean = import.meta.env.PROD,
): SiteConfig {
  const tiles = mapTiles(env, production);
  return {
    brand,
    locale: 'cs',
    api: { host: apiHost(env, production), environment: apiEnvironment(env, production) },
    url: withoutSecrets(pageUrl),
    user: null,
    noScriptFormUrl: NO_SCRIPT_FORM_PATH,
    ...(tiles ? { maps: tiles } : {}),
    ...(now ? { now } : {}),
  };
}
