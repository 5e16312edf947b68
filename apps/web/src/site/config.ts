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

/** The serialisable configuration every island's `SiteProvider` is built from, per request. */
export function siteConfig(pageUrl: URL | string, env: Env = process.env): SiteConfig {
  return {
    brand,
    locale: 'cs',
    api: { host: apiHost(env) },
    url: String(pageUrl),
  };
}
