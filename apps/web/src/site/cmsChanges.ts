import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { ContentChange, ContentSource, Invalidation } from '../content/source';
import type { SearchRefresh, SiteSearch } from '../search/siteSearch';
import { type CmsChangeOutcome, cachePurges, cmsChanges } from './metrics';
import { readBodyAtMost } from './readBodyAtMost';
import { type PurgeOptions, type PurgeReport, purgeVarnish, type VarnishPurgeSettings } from './varnishPurge';

type Env = Record<string, string | undefined>;

/*
 * The purge path: the CMS says what it published, unpublished or deleted, and the site drops exactly
 * that from its cache, so a change is live in about the time of one request instead of the cache
 * time (apps/cms/src/publish/ sends it). `POST /api/cms-changes` with
 * `Authorization: Bearer <CMS_REVALIDATE_SECRET>` and `{ "paths": ["/o-nas"] }` or `{ "all": true }`.
 * Each site instance gets the message (the CMS's `CMS_SITE_URLS` lists every one) and drops the
 * change from its own memory first; then it bans the same paths in the shared cache in front of the
 * instances (Varnish, `VARNISH_PURGE_URL`, src/site/varnishPurge.ts). Every instance bans after its
 * own drop, so whichever instance Varnish asks next renders the change; the bans are idempotent.
 * A ban that fails is the CMS's to retry: the answer is 502 (the notifier tries a 5xx again, and
 * logs it with the paths in the end), never a 200 that would leave the old page in Varnish unseen.
 * Beside the bans, the site search reads the changed pages into its index (src/search/siteSearch.ts;
 * its results pass the shared cache, so nothing of it is banned): a page published is found on
 * every instance by the time the CMS has its answers.
 */

/** Where the CMS sends its changes: outside the pages' namespace in practice (no demo page under `/api`). */
export const CMS_CHANGES_PATH = '/api/cms-changes';
/** Paths in one message at most; the CMS sends `{ all: true }` for more (apps/cms/src/publish/notifier.js). */
export const MAX_CHANGED_PATHS = 200;
/** Bytes of a message at most: 200 paths of a few dozen characters fit many times over. */
const MAX_BODY_BYTES = 64 * 1024;

/** The shared secret, when it is long enough to be one (24 characters); otherwise no endpoint. */
export function revalidateSecret(env: Env = process.env): string | undefined {
  const secret = env.CMS_REVALIDATE_SECRET?.trim();
  return secret && secret.length >= 24 ? secret : undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Bearer <secret>`, compared in constant time (digests of equal length: the secret's length leaks neither). */
export function isRevalidateAuthorization(header: string | null, secret: string): boolean {
  const match = header ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ''), digest(secret));
}

/** A path of this site: starts with one slash, no query or fragment, no spaces or control characters. */
const sitePath = z
  .string()
  .check(
    z.maxLength(1000),
    z.regex(/^\/(?![/\\])[^\s?#\\]*$/, 'Cesta musí začínat lomítkem a nesmí mít dotaz ani mezery.'),
  );

export const contentChangeSchema = z.union([
  z.strictObject({
    paths: z.array(sitePath).check(z.minLength(1), z.maxLength(MAX_CHANGED_PATHS)),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/**
 * How long the answer to the CMS waits for the search index: a page or a few are read in tens of
 * milliseconds; a bulk publish or a rebuild (`all`) goes on behind the answer, within the CMS's time
 * limit of an attempt (2 s, apps/cms/src/publish/notifier.js), which a wait would exceed and so
 * have the same change sent again.
 */
export const SEARCH_REFRESH_WAIT_MS = 1000;

/** What the site did on a change: its own cache, the shared one in front (none: `varnish` absent), the search. */
export interface ChangeApplied {
  dropped: Invalidation;
  varnish?: PurgeReport;
  /** The search index's refresh; `pending`: still going on after SEARCH_REFRESH_WAIT_MS. */
  search?: SearchRefresh | { pending: true };
}

export interface ApplyOptions {
  varnish?: VarnishPurgeSettings;
  purgeOptions?: PurgeOptions;
  search?: SiteSearch;
  searchWaitMs?: number;
}

/** The refresh, or `pending` once `waitMs` have passed (it goes on; a failure is logged then). */
async function refreshSearch(
  search: SiteSearch,
  change: ContentChange,
  waitMs: number,
): Promise<SearchRefresh | { pending: true }> {
  const refresh = search.refresh(change).then((report) => {
    if (report.failures.length > 0) {
      console.error(
        `[search] not read into the index, read again before the next search: ${report.failures.join('; ')}`,
      );
    }
    return report;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<{ pending: true }>((resolve) => {
    timer = setTimeout(() => resolve({ pending: true }), waitMs);
  });
  try {
    return await Promise.race([refresh, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the site does on a change: the content source forgets it, then the shared cache in front of
 * the instances (the cache's next fetch must not find the old page in this instance) and, beside
 * it, the search index (which reads the pages anew through the source).
 */
export async function applyContentChange(
  source: ContentSource,
  change: ContentChange,
  { varnish, purgeOptions, search, searchWaitMs = SEARCH_REFRESH_WAIT_MS }: ApplyOptions = {},
): Promise<ChangeApplied> {
  const dropped = await source.invalidate(change);
  const [purged, searched] = await Promise.all([
    varnish ? purgeVarnish(varnish, change, purgeOptions) : undefined,
    search ? refreshSearch(search, change, searchWaitMs) : undefined,
  ]);
  // The purge counter, beside the publish counter (site_cms_changes_total): the alert on a publish
  // with no purge after it compares the two (deploy/prometheus/alerts.yml).
  if (purged) {
    cachePurges.inc({ outcome: 'ok' }, purged.bans);
    if (purged.failures.length > 0) cachePurges.inc({ outcome: 'failed' }, purged.failures.length);
  }
  return {
    dropped,
    ...(purged ? { varnish: purged } : {}),
    ...(searched ? { search: searched } : {}),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    // An answer about the cache is never kept by one.
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

export interface CmsChangesOptions {
  /** `revalidateSecret()`: without one the address does not exist. */
  secret: string | undefined;
  source: ContentSource;
  /**
   * The shared cache's settings (`varnishPurgeSettings`, read after the key is checked): undefined
   * for none; one that throws is a setting that cannot work (500, after the own cache is dropped).
   */
  varnish?: () => VarnishPurgeSettings | undefined;
  purgeOptions?: PurgeOptions;
  /** The site search, whose index reads the changed pages again (none: no search to refresh). */
  search?: SiteSearch;
  searchWaitMs?: number;
}

/**
 * The endpoint: 404 without a secret, 405 other methods, 401 a wrong secret, 400 a malformed body,
 * 413 a huge one; 502 when the shared cache did not take every ban, 500 when its setting is wrong.
 */
export async function handleCmsChanges(request: Request, options: CmsChangesOptions): Promise<Response> {
  const { outcome, response } = await answerCmsChanges(request, options);
  cmsChanges.inc({ outcome });
  return response;
}

async function answerCmsChanges(
  request: Request,
  { secret, source, varnish = () => undefined, purgeOptions, search, searchWaitMs }: CmsChangesOptions,
): Promise<{ outcome: CmsChangeOutcome; response: Response }> {
  const answer = (outcome: CmsChangeOutcome, response: Response) => ({ outcome, response });
  if (!secret) return answer('not_found', json(404, { error: 'Stránka nenalezena.' }));
  if (request.method !== 'POST') {
    return answer(
      'invalid',
      json(405, { error: 'Změny obsahu se posílají metodou POST.' }, { Allow: 'POST' }),
    );
  }
  if (!isRevalidateAuthorization(request.headers.get('authorization'), secret)) {
    return answer('unauthorized', json(401, { error: 'Chybí platný klíč CMS (Authorization: Bearer …).' }));
  }
  const text = await readBodyAtMost(request, MAX_BODY_BYTES);
  if (text === null) return answer('invalid', json(413, { error: 'Zpráva o změnách je příliš dlouhá.' }));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = contentChangeSchema.safeParse(body);
  if (!parsed.success) {
    return answer(
      'invalid',
      json(400, {
        error: `Tělo musí být { "paths": ["/…"] } (1 až ${MAX_CHANGED_PATHS} cest webu) nebo { "all": true }.`,
      }),
    );
  }
  let settings: VarnishPurgeSettings | undefined;
  let settingsError: string | undefined;
  try {
    settings = varnish();
  } catch (error) {
    settingsError = error instanceof Error ? error.message : String(error);
  }
  const applied = await applyContentChange(source, parsed.data, {
    varnish: settings,
    purgeOptions,
    search,
    searchWaitMs,
  });
  if (settingsError) {
    console.error(`[cms-changes] the cache in front was not purged: ${settingsError}`);
    return answer(
      'misconfigured',
      json(500, {
        error: 'Sdílenou cache před webem nelze vyčistit: chybné nastavení webu.',
        ...applied,
      }),
    );
  }
  if (applied.varnish && applied.varnish.failures.length > 0) {
    console.error(`[cms-changes] the cache in front did not take: ${applied.varnish.failures.join('; ')}`);
    return answer(
      'purge_failed',
      json(502, { error: 'Sdílená cache před webem změnu nepřijala.', ...applied }),
    );
  }
  // The CMS logs what each instance answers; the site keeps its log for what goes wrong.
  return answer('applied', json(200, applied));
}
