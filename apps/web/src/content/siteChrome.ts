import { EMPTY_CHROME, type SiteChrome } from './chrome';
import { contentSource } from './source';

/**
 * The header navigation and footer for a page, read in the page's own frontmatter (before its
 * response exists) rather than in the layout's, so that the page can say how it may be cached: with
 * the CMS down, the page still renders, its header and footer without links (EMPTY_CHROME), and
 * `complete: false` keeps that answer out of every cache (src/site/cachePolicy.ts).
 */
export async function siteChrome(): Promise<{ chrome: SiteChrome; complete: boolean }> {
  try {
    return { chrome: await contentSource().getChrome(), complete: true };
  } catch (error) {
    console.error(`[content] site chrome: ${error instanceof Error ? error.message : String(error)}`);
    return { chrome: EMPTY_CHROME, complete: false };
  }
}
