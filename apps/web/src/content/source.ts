import { isDeepStrictEqual } from 'node:util';
import { noteContentCache } from '../observability/requestContext.mjs';
import {
  contentCacheLookups,
  type StrapiFailure,
  strapiFetchDuration,
  strapiFetchErrors,
  unannouncedChanges,
} from '../site/metrics';
import { branchesMemo, directoryBranches, showsBranches, withBranches } from './branchDirectory';
import branchesFile from './branches.json';
import { parseChromeResponse, type SiteChrome } from './chrome';
import { type Page, parsePage, parsePageResponse, pathFromSlug, slugFromPath } from './page';
import siteChromeFile from './site-chrome.json';
import strapiBranchDirectoryPopulate from './strapiBranchDirectoryPopulate.json';
import strapiPopulate from './strapiPopulate.json';

export type { ChromeLink, SiteChrome } from './chrome';
export type { Page, Section } from './page';

export interface ListOptions {
  /** Only the pages search engines may list (not marked `seo.noIndex`): the sitemap's. */
  searchable?: boolean;
}

export interface PageOptions {
  /** The editors' preview: the latest draft, not the published page (a CMS with drafts only). */
  draft?: boolean;
}

/**
 * What the CMS says was published, unpublished or deleted (src/site/cmsChanges.ts): the paths of
 * the pages, or everything (the navigation or the footer, which every page shows, or the branch
 * directory, which the branch blocks of several pages show).
 */
export type ContentChange = { paths: string[] } | { all: true };

/** What a source dropped for a change: the answer of the site's purge endpoint. */
export interface Invalidation {
  /** Every answer went (a change of the navigation or the footer). */
  all: boolean;
  /** The pages dropped, as paths (`/` for the home page), each once. */
  paths: string[];
  /** The list of every page (the sitemap) went too: a page's publication can add, move or remove it. */
  pageList: boolean;
  /** How many cached answers were dropped (0: nothing of it was cached). */
  answers: number;
}

/**
 * Whether the source can give a page now (src/site/readiness.ts, /readyz): `embedded` pages always
 * can; Strapi's when a fresh copy of the navigation and footer (which every page shows) is cached,
 * or Strapi answers for them within the time given. `reason` is short and names no address.
 */
export type SourceReadiness =
  | { ready: true; content: 'embedded' | 'cached' | 'strapi' }
  | { ready: false; reason: string };

export interface ContentSource {
  getPage(path: string, options?: PageOptions): Promise<Page | null>;
  /** Paths of every page; with `searchable`, of those the sitemap lists. */
  listPaths(options?: ListOptions): Promise<string[]>;
  /**
   * Every page whole, with its sections, in as few requests as the source can (the site search's
   * index, src/search/siteSearch.ts); with `searchable`, those the sitemap lists. Never cached: a
   * build reads the content as it is.
   */
  listPages(options?: ListOptions): Promise<Page[]>;
  /** The header navigation and the footer. */
  getChrome(): Promise<SiteChrome>;
  /** Forgets what a change made stale, so the next request reads it again (the cache time stays the safety net). */
  invalidate(change: ContentChange): Promise<Invalidation>;
  /** Whether a page can be rendered now, waiting at most `timeoutMs` for the source. */
  readiness(timeoutMs: number): Promise<SourceReadiness>;
}

/** `/o-nas/`, `o-nas` and `/o-nas` are one page: its canonical path, once each. */
export function changedPaths(change: ContentChange): string[] {
  return 'all' in change ? [] : [...new Set(change.paths.map((path) => pathFromSlug(slugFromPath(path))))];
}

/**
 * Pages shipped with the host: the site runs with no CMS (apps/web/README.md, "Layout"). The branch
 * directory (`branchesFile`, `{ data: { branches } }`) goes into every branch block's section.
 */
export function embeddedSource(
  files: Record<string, unknown>,
  chromeFile: unknown = { data: {} },
  branchesFile: unknown = { data: { branches: [] } },
): ContentSource {
  const chrome = parseChromeResponse(chromeFile);
  const branches = directoryBranches(branchesFile);
  const pages = new Map<string, Page>();
  for (const [file, body] of Object.entries(files)) {
    const page = parsePageResponse(body);
    if (page) pages.set(page.slug, withBranches(page, branches));
    else console.error(`[content] invalid page file ${file}`);
  }
  return {
    async getPage(path) {
      return pages.get(slugFromPath(path)) ?? null;
    },
    async listPaths({ searchable = false } = {}) {
      return [...pages.values()]
        .filter((page) => !(searchable && page.noindex))
        .map((page) => page.slug)
        .sort()
        .map(pathFromSlug);
    },
    async listPages({ searchable = false } = {}) {
      return [...pages.values()]
        .filter((page) => !(searchable && page.noindex))
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    },
    async getChrome() {
      return chrome;
    },
    // Shipped with the build: nothing is cached that a CMS could make stale.
    async invalidate(change) {
      return { all: 'all' in change, paths: changedPaths(change), pageList: false, answers: 0 };
    },
    async readiness() {
      return { ready: true, content: 'embedded' };
    },
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A request to Strapi that brought no answer; `kind` says why (the metrics and /readyz name it). */
export class StrapiFetchError extends Error {
  constructor(
    message: string,
    readonly kind: StrapiFailure,
  ) {
    super(message);
    this.name = 'StrapiFetchError';
  }
}

/** What /readyz says when the source failed: short, and without Strapi's address. */
function notReadyReason(error: unknown, timeoutMs: number): string {
  if (error instanceof StrapiFetchError) {
    if (error.kind === 'timeout') return `the content source did not answer within ${timeoutMs} ms`;
    if (error.kind === 'status') return 'the content source answered with an error';
    return 'the content source is unreachable';
  }
  return 'the content source gave an unreadable answer';
}

export interface StrapiSourceOptions {
  fetch?: Fetch;
  /** An API token for published content; the Public role reads it without one. */
  token?: string;
  /** The read-only API token that reads drafts, for the editors' preview (`CMS_PREVIEW_TOKEN` in the CMS). */
  previewToken?: string;
  /** A request that takes longer fails with a clear error rather than holding the page. */
  timeoutMs?: number;
  /**
   * How long an answer is reused. The CMS drops a published change at once (`invalidate`, through
   * src/site/cmsChanges.ts); this time is the safety net when its message is lost.
   */
  cacheTtlMs?: number;
  now?: () => number;
}

/**
 * What each section type needs populated (`populate[sections][on][<type>]`), generated with the CMS
 * components from the block schemas (apps/cms/scripts/generate-components.mjs). Strapi drops the
 * sections of any type the `on` fragments do not name, so every type of the registry is listed.
 */
export const SECTION_POPULATE: Record<string, unknown> = strapiPopulate;

/** `{ a: { b: true } }` → `prefix[a][b]=true` pairs (what Strapi's qs parser reads). */
export function toQuery(value: unknown, prefix: string): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => toQuery(nested, `${prefix}[${key}]`));
  }
  return [`${prefix}=${encodeURIComponent(String(value))}`];
}

// The SEO component too: its `noIndex` keeps a page out of search engines and the sitemap.
const PAGE_QUERY = [...toQuery(SECTION_POPULATE, 'populate[sections][on]'), 'populate[seo]=true'].join('&');
/** The branch directory with every component of its branches (generated with the CMS components). */
const BRANCH_DIRECTORY_QUERY = toQuery(strapiBranchDirectoryPopulate, 'populate').join('&');
const PAGE_SIZE = 100;
/**
 * Whole pages per request when every page is read (listPages): on Strapi with SQLite, the 39 demo
 * pages took 0.9 s in one request against 0.6 s for a single page (its populate's queries are made
 * once for all the entries of a request).
 */
const WHOLE_PAGES_PER_REQUEST = 50;
/** Answers kept at most (the oldest goes first). */
const MAX_CACHED = 500;

/**
 * Strapi's media URLs are relative (`/uploads/…`) with the local upload provider: they get the
 * Strapi origin. A media object is recognised by its `mime`, so links (`url: '/o-nas'`) stay as
 * they are; `formats.*` (thumbnails) are media objects too.
 */
export function absoluteMediaUrls<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((item) => absoluteMediaUrls(item, origin)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, nested] of Object.entries(record)) out[key] = absoluteMediaUrls(nested, origin);
  if (typeof record.mime === 'string' && typeof record.url === 'string' && record.url.startsWith('/')) {
    out.url = new URL(record.url, origin).href;
  }
  return out as T;
}

/**
 * Strapi 5 REST: pages (`on` fragments per section type), the navigation and footer single types, and
 * the branch directory (single type `branch-directory`), read for a page that shows branches.
 */
export function strapiSource(baseUrl: string, options: StrapiSourceOptions = {}): ContentSource {
  const {
    fetch: fetchImpl = fetch,
    token,
    previewToken,
    timeoutMs = 5000,
    cacheTtlMs = 30_000,
    now = Date.now,
  } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const cache = new Map<string, { until: number; body: Promise<unknown> }>();

  /** One request to Strapi, timed and counted (site_strapi_fetch_*). */
  async function request(
    url: string,
    allowMissing: boolean,
    requestHeaders: Record<string, string> = headers,
  ): Promise<unknown> {
    const stopTimer = strapiFetchDuration.startTimer();
    const failed = (error: StrapiFetchError) => {
      stopTimer({ outcome: 'error' });
      strapiFetchErrors.inc({ kind: error.kind });
      return error;
    };
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: requestHeaders, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut
        ? `did not answer within ${timeoutMs} ms`
        : `is unreachable (${error instanceof Error ? error.message : String(error)})`;
      throw failed(new StrapiFetchError(`Strapi at ${base} ${reason}`, timedOut ? 'timeout' : 'unreachable'));
    }
    if (allowMissing && response.status === 404) {
      stopTimer({ outcome: 'ok' });
      return { data: null };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw failed(new StrapiFetchError(`Strapi responded ${response.status} for ${url}`, 'status'));
    }
    try {
      const body = absoluteMediaUrls(await response.json(), origin);
      stopTimer({ outcome: 'ok' });
      return body;
    } catch (error) {
      stopTimer({ outcome: 'error' });
      throw error;
    }
  }

  /** A published page's address, also the key of its cached answer (found by the purge). */
  const pageUrl = (slug: string) =>
    `${base}/api/pages?filters[slug][$eq]=${encodeURIComponent(slug)}&${PAGE_QUERY}`;
  /** Every page of the page list (the sitemap's) starts so. */
  const pageListUrl = `${base}/api/pages?fields[0]=slug&`;
  const branchDirectoryUrl = `${base}/api/branch-directory?${BRANCH_DIRECTORY_QUERY}`;
  /** The navigation and the footer: every page shows them. */
  const chromeUrls = [
    `${base}/api/navigation?populate[groups][populate][links]=true&populate[actions]=true`,
    `${base}/api/footer?populate[columns][populate][links]=true&populate[consent]=true`,
  ] as const;
  const mergeBranches = branchesMemo();

  /** A page with the branch directory in its branch sections (read only for a page that has one). */
  async function withDirectory(page: Page | null): Promise<Page | null> {
    if (!page || !showsBranches(page)) return page;
    return mergeBranches(page, directoryBranches(await get(branchDirectoryUrl, true)));
  }

  const isFresh = (url: string) => (cache.get(url)?.until ?? 0) > now();

  /**
   * A cached GET; a failure is not cached, so the next request tries again. A copy that expired and
   * comes back different was changed in Strapi without the CMS's message (`invalidate` drops the
   * copy of what a message names): counted, as a publish whose purge never arrived.
   */
  function get(url: string, allowMissing = false): Promise<unknown> {
    const hit = cache.get(url);
    const fresh = hit !== undefined && hit.until > now();
    contentCacheLookups.inc({ result: fresh ? 'hit' : 'miss' });
    // The request's log line says whether its content came from here (src/observability/logging.mjs).
    noteContentCache(fresh ? 'hit' : 'miss');
    if (fresh) return hit.body;
    const body = request(url, allowMissing);
    if (hit) {
      Promise.all([hit.body, body])
        .then(([before, after]) => {
          if (!isDeepStrictEqual(before, after)) unannouncedChanges.inc();
        })
        .catch(() => {});
    }
    // Bounded: every address a visitor types is a query, and must not grow the memory for good.
    if (cache.size >= MAX_CACHED) {
      for (const [key, entry] of cache) if (entry.until <= now()) cache.delete(key);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    }
    cache.set(url, { until: now() + cacheTtlMs, body });
    // Only this answer: a purge may have dropped it already and a newer request put its own there.
    body.catch(() => {
      if (cache.get(url)?.body === body) cache.delete(url);
    });
    return body;
  }

  return {
    async getPage(path, { draft = false } = {}) {
      const url = pageUrl(slugFromPath(path));
      if (!draft) return withDirectory(parsePageResponse(await get(url)));
      // Drafts: with the preview token, never from the cache (an editor expects the change just saved).
      if (!previewToken)
        throw new Error('The preview needs STRAPI_PREVIEW_TOKEN (the CMS’s CMS_PREVIEW_TOKEN)');
      return withDirectory(
        parsePageResponse(
          await request(`${url}&status=draft`, false, {
            ...headers,
            authorization: `Bearer ${previewToken}`,
          }),
        ),
      );
    },
    async listPaths({ searchable = false } = {}) {
      const slugs: string[] = [];
      for (let page = 1; ; page++) {
        const body = (await get(
          `${pageListUrl}populate[seo][fields][0]=noIndex&sort[0]=slug:asc&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`,
        )) as { data?: unknown; meta?: { pagination?: { pageCount?: number } } };
        const entries = Array.isArray(body?.data) ? body.data : [];
        for (const entry of entries) {
          const { slug, seo } = entry as { slug?: unknown; seo?: { noIndex?: unknown } | null };
          if (searchable && seo?.noIndex === true) continue;
          if (typeof slug === 'string' && slug !== '') slugs.push(slug);
        }
        const pageCount = body?.meta?.pagination?.pageCount ?? 1;
        if (page >= pageCount || entries.length === 0) break;
      }
      return slugs.sort().map(pathFromSlug);
    },
    async listPages({ searchable = false } = {}) {
      const pages: Page[] = [];
      for (let number = 1; ; number++) {
        const body = (await request(
          `${base}/api/pages?${PAGE_QUERY}&sort[0]=slug:asc&pagination[page]=${number}&pagination[pageSize]=${WHOLE_PAGES_PER_REQUEST}`,
          false,
        )) as { data?: unknown; meta?: { pagination?: { pageCount?: number } } };
        const entries = Array.isArray(body?.data) ? body.data : [];
        for (const entry of entries) {
          const page = parsePage(entry);
          if (page && !(searchable && page.noindex)) pages.push(page);
        }
        if (number >= (body?.meta?.pagination?.pageCount ?? 1) || entries.length === 0) break;
      }
      return pages;
    },
    async getChrome() {
      const [navigation, footer] = (await Promise.all(chromeUrls.map((url) => get(url, true)))) as {
        data?: Record<string, unknown> | null;
      }[];
      return parseChromeResponse({
        data: {
          navigation: navigation?.data?.groups,
          headerActions: navigation?.data?.actions,
          footerColumns: footer?.data?.columns,
          footerNote: footer?.data?.note,
          consent: footer?.data?.consent,
        },
      });
    },
    async invalidate(change) {
      if ('all' in change) {
        const answers = cache.size;
        cache.clear();
        return { all: true, paths: [], pageList: true, answers };
      }
      const paths = changedPaths(change);
      let answers = 0;
      for (const path of paths) if (cache.delete(pageUrl(slugFromPath(path)))) answers++;
      // A page published, unpublished, deleted or moved changes the list; one published again in
      // place does not, but telling them apart would cost Strapi a request per change.
      for (const key of [...cache.keys()]) {
        if (key.startsWith(pageListUrl) && cache.delete(key)) answers++;
      }
      return { all: false, paths, pageList: true, answers };
    },
    async readiness(waitMs) {
      // A fresh copy renders every page's frame without Strapi: ready, and Strapi is not asked.
      if (chromeUrls.every(isFresh)) return { ready: true, content: 'cached' };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new StrapiFetchError('readiness: no answer in time', 'timeout')),
          waitMs,
        );
      });
      try {
        // The answers are cached as a page's would be: the next page renders from them.
        await Promise.race([Promise.all(chromeUrls.map((url) => get(url, true))), late]);
        return { ready: true, content: 'strapi' };
      } catch (error) {
        return { ready: false, reason: notReadyReason(error, waitMs) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

let current: ContentSource | undefined;

/**
 * The source for this process: Strapi when `STRAPI_URL` is set (`STRAPI_TOKEN`, `STRAPI_PREVIEW_TOKEN`, `STRAPI_TIMEOUT_MS`
 * default 5000, `STRAPI_CACHE_TTL_MS` default 30000), else the embedded JSON pages.
 */
export function contentSource(): ContentSource {
  if (!current) {
    const strapiUrl = process.env.STRAPI_URL;
    current = strapiUrl
      ? strapiSource(strapiUrl, {
          token: process.env.STRAPI_TOKEN,
          previewToken: process.env.STRAPI_PREVIEW_TOKEN,
          timeoutMs: Number(process.env.STRAPI_TIMEOUT_MS) || undefined,
          cacheTtlMs: process.env.STRAPI_CACHE_TTL_MS ? Number(process.env.STRAPI_CACHE_TTL_MS) : undefined,
        })
      : embeddedSource(
          import.meta.glob('./pages/*.json', { eager: true, import: 'default' }),
          siteChromeFile,
          branchesFile,
        );
  }
  return current;
}

export function getPage(path: string, options?: PageOptions): Promise<Page | null> {
  return contentSource().getPage(path, options);
}
