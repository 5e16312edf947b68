import type { ApiConfig } from './config.js';

/** What `siteApiConfig` reads of the UI's site configuration (ui's `SiteConfig`, structurally). */
export interface SiteApiSettings {
  api: { host: string; productHost?: string; cmsHost?: string; environment?: string };
  brand: { slug: string };
}

/**
 * The api-client's configuration from the site context every block gets: the API settings plus the
 * brand's slug. Without an environment, `production` is assumed: the rollout check is the only call
 * that depends on it, and it asks the back end rather than deciding anything itself.
 */
export function siteApiConfig(config: SiteApiSettings, environment?: string): ApiConfig {
  const { host, productHost, cmsHost } = config.api;
  return {
    host,
    ...(productHost ? { productHost } : {}),
    ...(cmsHost ? { cmsHost } : {}),
    slug: config.brand.slug,
    environment: environment ?? config.api.environment ?? 'production',
  };
}
