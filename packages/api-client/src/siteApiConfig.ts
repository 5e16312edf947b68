import type { ApiConfig } from './config.js';

/** What `siteApiConfig` reads of the UI's site configuration (ui's `SiteConfig`, structurally). */
export interface SiteApiSettings {
  api: { host: string; productHost?: string; cmsHost?: string; environment?: string };
  brand: { slug: string };
}

/**
 * The api-client's configuration from the site context every block gets: the API settings plus the
 * brand's slug. The back end's environment comes from the configuration (`api.environment`, which a
 * host fills from its own settings, apps/web from `PUBLIC_API_ENVIRONMENT`), or from the caller.
 * Nothing is assumed: the environment picks the mobility guarantee's API and the rollout permit, and a
 * guess in either direction sends a production visitor somewhere else, so a configuration without one
 * is an error, thrown where it is read.
 */
export function siteApiConfig(config: SiteApiSettings, environment?: string): ApiConfig {
  const { host, productHost, cmsHost } = config.api;
  const named = (environment ?? config.api.environment)?.trim();
  if (!named) {
    throw new TypeError(
      'siteApiConfig: the site configuration names no API environment (SiteConfig.api.environment, e.g. "production")',
    );
  }
  return {
    host,
    ...(productHost ? { productHost } : {}),
    ...(cmsHost ? { cmsHost } : {}),
    slug: config.brand.slug,
    environment: named,
  };
}
