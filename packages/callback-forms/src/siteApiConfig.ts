import type { ApiConfig } from '@insurance-web/api-client';
import type { SiteConfig } from '@insurance-web/ui';

/**
 * The api-client's configuration from the site context: the UI's API settings plus the brand's slug.
 * The site context carries no environment; `production` is assumed unless the host says otherwise
 * (the call-back calls do not depend on it).
 */
export function siteApiConfig(
  config: Pick<SiteConfig, 'api' | 'brand'>,
  environment = 'production',
): ApiConfig {
  const { host, productHost, cmsHost } = config.api;
  return {
    host,
    ...(productHost ? { productHost } : {}),
    ...(cmsHost ? { cmsHost } : {}),
    slug: config.brand.slug,
    environment,
  };
}
