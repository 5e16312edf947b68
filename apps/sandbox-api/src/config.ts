/** How an injected failure answers: an HTTP status in the §8 error shape, or a dropped connection. */
export type FailMode = number | 'network';

export interface FailRule {
  /** `all`, or a substring of the request path. */
  match: string;
  mode: FailMode;
}

export interface SandboxOptions {
  /** The SQLite file; created with its folder if missing. `:memory:` for a throwaway store. */
  dbFile: string;
  /** The brand's API slug, as the website's `ApiConfig.slug` (`web/v2/{slug}-mobility`). */
  slug?: string;
  /** Where the cancellation links of the inbox point. */
  siteUrl?: string;
  /** Origins allowed by CORS. */
  corsOrigins?: readonly string[];
  /** Delay before every API answer, in milliseconds. */
  latencyMs?: number;
  /** Failures injected by path. */
  fail?: readonly FailRule[];
  /** Feature flags the rollout check grants: `true` for every flag, `false` for none. */
  rollout?: boolean | readonly string[];
  /** Seed demo cancellation tokens when the database has none (default true). */
  seedTokens?: boolean;
  /** A line per request (method, path without query, status); never the cancellation token. */
  log?: (line: string) => void;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DB_FILE = './data/sandbox.sqlite';
export const DEFAULT_SLUG = 'demo';
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'http://localhost:6006'];
/** Bodies above this are refused with 413. */
export const MAX_BODY_BYTES = 100 * 1024;
/** An injected latency never exceeds this, so a typo cannot hang a page for ever. */
export const MAX_LATENCY_MS = 60_000;

function parseMode(text: string | undefined): FailMode | undefined {
  if (text === undefined || text === '') return 500;
  if (text === 'network') return 'network';
  const status = Number(text);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

/** `all`, `ckp/load`, `ckp/load:404`, `onboarding:network`, comma separated. */
export function parseFailRules(value: string | undefined): FailRule[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const colon = entry.lastIndexOf(':');
      const match = colon === -1 ? entry : entry.slice(0, colon);
      const mode = parseMode(colon === -1 ? undefined : entry.slice(colon + 1));
      return match && mode !== undefined ? [{ match, mode }] : [];
    });
}

/** A header or env value as a latency; anything that is not a non-negative number is ignored. */
export function parseLatency(value: string | undefined | null): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_LATENCY_MS) : undefined;
}

/** The header `x-sandbox-fail` value: `500`, `400`, any 4xx/5xx, or `network`. */
export const parseFailHeader = (value: string | undefined | null): FailMode | undefined =>
  value ? parseMode(value.trim()) : undefined;

function parseRollout(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  return value.split(',').map((flag) => flag.trim());
}

export interface ServerSettings {
  port: number;
  host: string;
  /** A line per request on stdout (`SANDBOX_LOG`, on unless `off`): off for soaks and quiet demos. */
  logRequests: boolean;
  options: SandboxOptions;
}

/** `SANDBOX_LOG`: `off`, `false` or `0` turn the request log off; anything else, or nothing, leaves it on. */
export function parseLogSwitch(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}

/** The settings of `pnpm start`, from the environment (README: "Switches"). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ServerSettings {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : DEFAULT_PORT,
    host: env.HOST || DEFAULT_HOST,
    logRequests: parseLogSwitch(env.SANDBOX_LOG),
    options: {
      dbFile: env.SANDBOX_DB || DEFAULT_DB_FILE,
      slug: env.SANDBOX_SLUG || DEFAULT_SLUG,
      siteUrl: env.SITE_URL || DEFAULT_SITE_URL,
      corsOrigins: env.CORS_ORIGINS
        ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim())
        : DEFAULT_CORS_ORIGINS,
      latencyMs: parseLatency(env.SANDBOX_LATENCY_MS) ?? 0,
      fail: parseFailRules(env.SANDBOX_FAIL),
      rollout: parseRollout(env.SANDBOX_ROLLOUT),
    },
  };
}
