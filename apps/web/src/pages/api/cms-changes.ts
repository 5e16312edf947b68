import type { APIRoute } from 'astro';
import { contentSource } from '../../content/source';
import { siteSearch } from '../../search/siteSearch';
import { handleCmsChanges, revalidateSecret } from '../../site/cmsChanges';
import { varnishPurgeSettings } from '../../site/varnishPurge';

/**
 * The CMS's message that content changed (src/site/cmsChanges.ts): `POST /api/cms-changes`. Without
 * CMS_REVALIDATE_SECRET the address does not exist; any other method is 405. With VARNISH_PURGE_URL
 * the shared cache in front is purged too (src/site/varnishPurge.ts); the site search reads the
 * changed pages into its index (src/search/siteSearch.ts).
 */
export const ALL: APIRoute = ({ request }) =>
  handleCmsChanges(request, {
    secret: revalidateSecret(),
    source: contentSource(),
    varnish: () => varnishPurgeSettings(),
    search: siteSearch(),
  });
