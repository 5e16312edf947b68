import type { BrandConfig, SiteConfig } from '@insurance-web/ui';

/** The fictional demo brand (no real insurer's name, logo or number). */
export const brand: BrandConfig = {
  name: 'Horizont',
  slug: 'horizont',
  variant: 'insurance',
  phone: '+420 800 100 200',
  logos: {
    insurance: { src: '/logos/horizont-pojistovna.svg', alt: 'Horizont pojišťovna', width: 240, height: 48 },
    mobility: { src: '/logos/horizont-auto.svg', alt: 'Horizont auto', width: 200, height: 48 },
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
  return {
    brand,
    locale: 'cs',
    api: { host: apiHost(env, production), environment: apiEnvironment(env, production) },
    url: withoutSecrets(pageUrl),
    user: null,
    ...(now ? { now } : {}),
  };
}
