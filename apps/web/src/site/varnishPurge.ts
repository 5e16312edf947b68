import type { ContentChange } from '../content/source';

type Env = Record<string, string | undefined>;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/*
 * The shared cache in front of the instances (deploy/varnish/site.vcl) forgets what the CMS changed:
 * one `BAN <path>` per changed page and one for the sitemap, or `BAN /` with `X-Ban-Scope: all` for
 * a change of the navigation or footer (every page shows them). Varnish takes a ban only from its
 * ACL (the instances' addresses) with the shared key in `X-Purge-Secret`; it drops every stored
 * variant of the path (any query, any `Vary`), and the next visitor's request is rendered afresh by
 * an instance that has already dropped its own copy (cmsChanges.ts drops first, then bans).
 */

/** The header that carries the key: VCL compares it with its own copy (deploy/varnish/README). */
export const PURGE_SECRET_HEADER = 'X-Purge-Secret';
/** `all`: every object goes (a ban on everything), whatever the request's path. */
export const BAN_SCOPE_HEADER = 'X-Ban-Scope';
/** One ban's time limit: the CMS gives the whole purge 2 s (apps/cms/src/publish/notifier.js). */
export const BAN_TIMEOUT_MS = 1000;
/** The sitemap lists every page: a page published, moved or removed changes it. */
export const SITEMAP_PATH = '/sitemap.xml';

export interface VarnishPurgeSettings {
  /** The origins of every Varnish server in front of the site (each keeps its own cache). */
  servers: string[];
  secret: string;
}

/** What the purge did, in the endpoint's answer to the CMS. */
export interface PurgeReport {
  /** Bans taken, over every server. */
  bans: number;
  /** One line per ban that failed: the server, the path and why (never the key). */
  failures: string[];
}

const MIN_SECRET_LENGTH = 24;

/**
 * `VARNISH_PURGE_URL` (one origin, or several comma-separated) and `VARNISH_PURGE_SECRET` (24+
 * characters): undefined when no URL is set (no shared cache, nothing to purge). A setting that
 * cannot work throws: the endpoint then answers 500, and the CMS logs it, rather than the site
 * pretending its cache in front was purged.
 */
export function varnishPurgeSettings(env: Env = process.env): VarnishPurgeSettings | undefined {
  const list = (env.VARNISH_PURGE_URL ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) return undefined;
  const servers: string[] = [];
  for (const entry of list) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
      throw new Error(`VARNISH_PURGE_URL: "${entry}" is not an http(s) origin (http://127.0.0.1:6081)`);
    }
    if (!servers.includes(url.origin)) servers.push(url.origin);
  }
  const secret = env.VARNISH_PURGE_SECRET?.trim();
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `VARNISH_PURGE_URL needs VARNISH_PURGE_SECRET of at least ${MIN_SECRET_LENGTH} characters, the same as the VCL's`,
    );
  }
  return { servers, secret };
}

/**
 * The bans a change needs, as request paths: the pages and the sitemap, or `null` for everything.
 * Paths go percent-encoded, as a browser asks for them (Varnish compares them as they came).
 */
export function bansFor(change: ContentChange): string[] | null {
  if ('all' in change) return null;
  const paths = change.paths.map((path) => new URL(path, 'http://site.invalid').pathname);
  return [...new Set([...paths, SITEMAP_PATH])];
}

export interface PurgeOptions {
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Bans what `change` made stale on every server, all at once; never throws, reports each failure. */
export async function purgeVarnish(
  settings: VarnishPurgeSettings,
  change: ContentChange,
  { fetch: fetchImpl = fetch, timeoutMs = BAN_TIMEOUT_MS }: PurgeOptions = {},
): Promise<PurgeReport> {
  const paths = bansFor(change);
  const requests = settings.servers.flatMap((server) =>
    paths === null
      ? [{ server, path: '/', headers: { [BAN_SCOPE_HEADER]: 'all' } }]
      : paths.map((path) => ({ server, path, headers: {} })),
  );
  const outcomes = await Promise.all(
    requests.map(async ({ server, path, headers }) => {
      const what = `${server} ${paths === null ? 'everything' : path}`;
      try {
        const response = await fetchImpl(`${server}${path}`, {
          method: 'BAN',
          headers: { [PURGE_SECRET_HEADER]: settings.secret, ...headers },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read to the end: the connection goes back to the pool for the next ban.
        await response.arrayBuffer().catch(() => undefined);
        return response.status === 200 ? null : `${what}: answered ${response.status}`;
      } catch (error) {
        const reason =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
            ? `no answer within ${timeoutMs} ms`
            : `unreachable (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
        return `${what}: ${reason}`;
      }
    }),
  );
  const failures = outcomes.filter((outcome): outcome is string => outcome !== null);
  return { bans: requests.length - failures.length, failures };
}
