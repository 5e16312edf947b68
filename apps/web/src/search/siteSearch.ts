import { pathFromSlug } from '../content/page';
import { type ContentChange, type ContentSource, changedPaths, contentSource } from '../content/source';
import { SearchIndex, type SearchOutcome } from './searchIndex';
import { pageEntries, type SearchEntry } from './sectionText';

/**
 * The search index of this process, kept in step with the content source (README "Site search"):
 * - built behind the first page the instance serves (or on the first search), from every page the
 *   sitemap lists (`listPages({ searchable: true })`, whole pages in one or two requests: no
 *   `noindex` page, so no test page and no cancellation link's page is ever a result);
 * - on a publish (src/site/cmsChanges.ts, after the source dropped its cached answers), the changed
 *   pages are read again and replaced in the index before the CMS gets its answer, so a page
 *   published is found on every instance as soon as the CMS has told them all; `{ all: true }` (the
 *   navigation, the footer, or more pages than a message holds) or more than 10 pages build it anew,
 *   2 s later (behind the renders of the pages just dropped), the current index answering meanwhile;
 * - a page that could not be read then (the CMS did not answer) is read again before the next
 *   search, and the whole index is built anew once it is older than `maxAgeMs`, in case a publish
 *   message never arrived (the visitor meanwhile gets the index there is).
 * The pages a publish names are read a few at a time: on Strapi, each is a request.
 */

export interface SiteSearch {
  /** The query's results; throws when there is no index and it cannot be built (the CMS is down). */
  search(query: string): Promise<SearchOutcome>;
  /** Reads what `change` changed into the index; never throws (what failed is retried, and reported). */
  refresh(change: ContentChange): Promise<SearchRefresh>;
  /** Builds the index behind the first page an instance serves, so that its first search finds it ready. */
  prepare(): void;
}

/** What a refresh did, in the answer to the CMS (`search` of /api/cms-changes). */
export interface SearchRefresh {
  /** Pages read again (0 for `all`: the whole index is built anew, in `rebuildInMs`). */
  pages: number;
  all: boolean;
  rebuildInMs?: number;
  /** What could not be read, to be read again before the next search (never a query: there is none). */
  failures: string[];
}

export interface SiteSearchOptions {
  /** An index older than this is built anew on the next search, behind it. */
  maxAgeMs?: number;
  /** How long a change of everything waits before the index is built anew. */
  rebuildDelayMs?: number;
  /** Pages a refresh reads at once. */
  concurrency?: number;
  now?: () => number;
}

const DEFAULT_MAX_AGE_MS = 10 * 60_000;
/** Two at a time: a CMS on SQLite answered 6 page requests at once in over 5 s each. */
const DEFAULT_CONCURRENCY = 2;
/** A change of everything is read into the index this long after (behind the pages' renders). */
const DEFAULT_REBUILD_DELAY_MS = 2000;
/** More pages than this in one change: the index is built anew (every page in a request or two). */
const PAGES_READ_ONE_BY_ONE = 10;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSiteSearch(source: ContentSource, options: SiteSearchOptions = {}): SiteSearch {
  const {
    maxAgeMs = DEFAULT_MAX_AGE_MS,
    rebuildDelayMs = DEFAULT_REBUILD_DELAY_MS,
    concurrency = DEFAULT_CONCURRENCY,
    now = Date.now,
  } = options;
  let rebuildTimer: ReturnType<typeof setTimeout> | undefined;
  let index: SearchIndex | undefined;
  let builtAt = 0;
  /** A full build under way, and what it must do again once done (changes that came meanwhile). */
  let building: Promise<SearchIndex> | undefined;
  let buildAgain = false;
  const changedWhileBuilding = new Set<string>();
  /** Pages a refresh could not read: read again before the next search. */
  const unread = new Set<string>();

  /** A page's entries, or none (unpublished, deleted, moved away, or `noindex` now). */
  async function readPage(path: string): Promise<SearchEntry[]> {
    const page = await source.getPage(path);
    return page && !page.noindex ? pageEntries(page) : [];
  }

  /** Reads `paths` into `target`, a few at a time; returns the paths that failed, with why. */
  async function readInto(target: SearchIndex, paths: readonly string[]): Promise<string[]> {
    const failures: string[] = [];
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          target.replacePage(path, await readPage(path));
          unread.delete(path);
        } catch (error) {
          unread.add(path);
          failures.push(`${path}: ${reason(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    return failures;
  }

  /** A new index of every searchable page; it replaces the current one only once it is whole. */
  function buildAll(): Promise<SearchIndex> {
    if (building) {
      buildAgain = true;
      return building;
    }
    const started = (async () => {
      let fresh: SearchIndex;
      do {
        buildAgain = false;
        changedWhileBuilding.clear();
        // Every page in one or two requests (a page at a time took the CMS seconds); when they fail,
        // no index is made: the last whole one stays, and the next search tries again.
        fresh = new SearchIndex();
        for (const page of await source.listPages({ searchable: true })) {
          fresh.replacePage(pathFromSlug(page.slug), pageEntries(page));
        }
        // Published while the pages were being read: read again, so the new index has the change.
        while (changedWhileBuilding.size > 0) {
          const again = [...changedWhileBuilding];
          changedWhileBuilding.clear();
          await readInto(fresh, again);
        }
      } while (buildAgain);
      index = fresh;
      builtAt = now();
      for (const path of fresh.pages()) unread.delete(path);
      return fresh;
    })();
    building = started;
    started.then(
      () => {
        building = undefined;
      },
      () => {
        building = undefined;
      },
    );
    return started;
  }

  async function current(): Promise<SearchIndex> {
    if (!index) return buildAll();
    if (unread.size > 0) await readInto(index, [...unread]);
    if (now() - builtAt > maxAgeMs && !building) {
      buildAll().catch((error) => {
        console.error(`[search] the index was not built anew: ${reason(error)}`);
      });
    }
    return index;
  }

  return {
    async search(query) {
      return (await current()).search(query);
    },
    prepare() {
      if (index || building) return;
      buildAll().catch((error) => {
        console.error(`[search] the index was not built ahead of the first search: ${reason(error)}`);
      });
    },
    async refresh(change) {
      if ('all' in change || changedPaths(change).length > PAGES_READ_ONE_BY_ONE) {
        // No index yet: the first search builds one from the pages as they are then.
        if (!index && !building) return { pages: 0, all: true, failures: [] };
        // Behind the pages' own renders: every page was just dropped too (a change of the navigation
        // or the footer), and the CMS answers those first (a read of every page held them by up to a
        // second). The current index answers until the new one is whole.
        if (!rebuildTimer) {
          rebuildTimer = setTimeout(() => {
            rebuildTimer = undefined;
            buildAll().catch((error) => {
              builtAt = Number.NEGATIVE_INFINITY;
              console.error(`[search] the index was not built anew: ${reason(error)}`);
            });
          }, rebuildDelayMs);
          rebuildTimer.unref?.();
        }
        return { pages: 0, all: true, failures: [], rebuildInMs: rebuildDelayMs };
      }
      const paths = changedPaths(change);
      if (building) for (const path of paths) changedWhileBuilding.add(path);
      // No index yet: the first search builds it from the pages as they are now.
      const failures = index ? await readInto(index, paths) : [];
      return { pages: index ? paths.length : 0, all: false, failures };
    },
  };
}

let processSearch: SiteSearch | undefined;

/** The search of this process, over its content source (src/content/source.ts). */
export function siteSearch(): SiteSearch {
  processSearch ??= createSiteSearch(contentSource());
  return processSearch;
}
