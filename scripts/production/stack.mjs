// The production shape on one machine, over loopback: PostgreSQL (or SQLite) → Strapi (seeded) →
// N site instances (the one build, each its own port, deployed as a release folder) → Varnish, the
// sandbox back end that takes the leads, and Prometheus scraping each instance's metrics port. Used by the production-shape test (test.mjs) and
// `pnpm start:production` (start.mjs). Every process is stopped by `stop()`, and killed if this
// process dies (processes.mjs).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxSiteEnv } from '../../apps/web/scripts/sandboxSiteEnv.mjs';
import { giveToServer, startPostgres } from '../postgres.mjs';
import { removeOnExit, startProcess, waitForUrl } from './processes.mjs';
import { startPrometheus } from './prometheus.mjs';
import { startVarnish } from './varnish.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'apps/web');
const CMS = path.join(ROOT, 'apps/cms');

/**
 * Where the run's ports start: 5400 (the run uses the hundred from there), or `PRODUCTION_PORTS_FROM`
 * where two people run the production shape on one machine.
 */
const FROM = Number(process.env.PRODUCTION_PORTS_FROM) || 5400;

/** Loopback ports of the run (5400–5499 unless PRODUCTION_PORTS_FROM moves them). */
export const PORTS = {
  postgres: FROM,
  strapi: FROM + 10,
  /** A connection to Strapi that a drill can cut (health.mjs). */
  strapiCut: FROM + 15,
  sandbox: FROM + 20,
  /** Instance n listens on `instanceBase + n` (n from 1). */
  instanceBase: FROM + 30,
  /** Instance n serves its metrics on `metricsBase + n` (METRICS_PORT), never on its visitors' port. */
  metricsBase: FROM + 40,
  varnish: FROM + 80,
  varnishAdmin: FROM + 81,
  prometheus: FROM + 90,
};

/** The editor of the run: the first super administrator, made by the CMS at its first start. */
export const ADMIN = { email: 'provoz@example.cz', password: 'Provoz-2026-zkouska', name: 'Provoz Webu' };

const secret = () => randomBytes(24).toString('base64url');

/**
 * `file` (relative to apps/web) and the local modules it imports, transitively (server.mjs imports
 * plain-JavaScript helpers from src/site).
 * @param {string} file
 * @param {Set<string>} [found]
 */
function localImports(file, found = new Set()) {
  // The build is copied whole.
  if (found.has(file) || file.startsWith(`dist${path.sep}`)) return found;
  found.add(file);
  const text = readFileSync(path.join(WEB, file), 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    localImports(path.normalize(path.join(path.dirname(file), match[1] ?? '')), found);
  }
  return found;
}

/**
 * A release as a deployment would unpack it: the site's build (`dist/`) with `server.mjs` and what it
 * imports, in a folder of its own, its dependencies linked from apps/web. `release.txt` in its static
 * files names it, so a test can tell which release an instance serves.
 * @param {string} parent
 * @param {string} name
 * @param {string} [dist] the build (apps/web/dist; a later release's: scripts/production/build-release.mjs)
 */
export function makeRelease(parent, name, dist = path.join(WEB, 'dist')) {
  const dir = path.join(parent, name);
  cpSync(dist, path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(WEB, 'package.json'), path.join(dir, 'package.json'));
  for (const file of localImports('server.mjs')) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(WEB, file), path.join(dir, file));
  }
  symlinkSync(path.join(WEB, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'dist/client/release.txt'), `${name}\n`);
  return dir;
}

/** Refuses to start on a port something else holds: a check of it would be answered by that. */
async function assertFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use: another run of the production shape, or something else, holds it`
            : error.message,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/**
 * @param {{ database?: 'postgres' | 'sqlite', instances?: number, log?: (source: string, line: string) => void,
 *   cacheTtlMs?: number, prometheus?: boolean }} [options]
 */
export async function startStack({
  database = 'postgres',
  instances = 2,
  log,
  cacheTtlMs,
  prometheus = true,
} = {}) {
  if (!existsSync(path.join(WEB, 'dist/server/entry.mjs'))) {
    throw new Error('apps/web has no build: pnpm exec turbo run build --filter=@insurance-web/web...');
  }
  const ports = [
    PORTS.strapi,
    PORTS.sandbox,
    PORTS.varnish,
    PORTS.varnishAdmin,
    PORTS.varnish + 2,
    PORTS.varnish + 3,
    PORTS.strapiCut,
  ];
  if (prometheus) ports.push(PORTS.prometheus);
  for (let index = 1; index <= instances; index++)
    ports.push(PORTS.instanceBase + index, PORTS.metricsBase + index);
  // PostgreSQL checks its own (scripts/postgres.mjs).
  for (const port of ports) await assertFree(port);
  const dir = mkdtempSync(path.join(tmpdir(), 'production-shape-'));
  removeOnExit(dir);
  // PostgreSQL runs as `nobody` under root (scripts/postgres.mjs): it must pass through this folder.
  chmodSync(dir, 0o711);
  /** Every line each process printed (bounded): the search drill reads them for a visitor's query. */
  const logLines = [];
  const say = (source) => (line) => {
    logLines.push(`[${source}] ${line}`);
    if (logLines.length > 20_000) logLines.shift();
    log?.(source, line);
  };
  const secrets = {
    revalidate: secret(),
    purge: secret(),
    preview: secret(),
    previewToken: secret(),
  };
  const cmsUrl = `http://127.0.0.1:${PORTS.strapi}`;
  const sandboxUrl = `http://127.0.0.1:${PORTS.sandbox}`;
  const varnishUrl = `http://127.0.0.1:${PORTS.varnish}`;
  const instancePorts = Array.from({ length: instances }, (_, index) => PORTS.instanceBase + index + 1);
  const instanceUrls = instancePorts.map((port) => `http://127.0.0.1:${port}`);
  const metricsUrls = instancePorts.map(
    (_, index) => `http://127.0.0.1:${PORTS.metricsBase + index + 1}/metrics`,
  );
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stack = {
    dir,
    secrets,
    cmsUrl,
    sandboxUrl,
    varnishUrl,
    instanceUrls,
    /** Each instance's metrics (Prometheus's text format), on a port visitors never reach. */
    metricsUrls,
    database,
    /** @type {Awaited<ReturnType<typeof startVarnish>> | undefined} */
    varnish: undefined,
    /** @type {(import('./processes.mjs').Started | undefined)[]} */
    instances: [],
    /** @type {string[]} the release each instance runs */
    releases: [],
    /** @type {import('./processes.mjs').Started | undefined} */
    strapi: undefined,
    /** @type {Awaited<ReturnType<typeof startPrometheus>> | undefined} */
    prometheus: undefined,
    /** @type {Record<string, string>} */
    databaseEnv: {},
    /** @type {{ port: number, dataDir: string, walArchive: string } | undefined} PostgreSQL's, when it runs */
    postgres: undefined,
    timings: /** @type {Record<string, number>} */ ({}),
    logLines,
  };

  const timed = async (what, action) => {
    const started = performance.now();
    const result = await action();
    stack.timings[what] = Math.round(performance.now() - started);
    return result;
  };

  const strapiEnv = () => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(PORTS.strapi),
    HOST: '127.0.0.1',
    ...stack.databaseEnv,
    CMS_PUBLIC_DIR: path.join(dir, 'cms-public'),
    CMS_SEED_DEMO: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_SITE_URLS: instanceUrls.join(','),
    CMS_REVALIDATE_SECRET: secrets.revalidate,
    CMS_PREVIEW_TOKEN: secrets.previewToken,
    PREVIEW_SECRET: secrets.preview,
    PUBLIC_SITE_URL: varnishUrl,
    CMS_ADMIN_EMAIL: ADMIN.email,
    CMS_ADMIN_PASSWORD: ADMIN.password,
    CMS_ADMIN_NAME: ADMIN.name,
  });

  /** Starts Strapi (its first start seeds the demo content) and waits until it answers. */
  async function startStrapi() {
    const strapi = startProcess({
      name: 'strapi',
      command: process.execPath,
      args: ['node_modules/@strapi/strapi/bin/strapi.js', 'start'],
      cwd: CMS,
      env: strapiEnv(),
      log: say('strapi'),
    });
    stack.strapi = strapi;
    await waitForUrl(`${cmsUrl}/api/navigation`, { process: strapi, timeoutMs: 240_000 });
  }

  /**
   * Starts instance `index` (0-based) from `release` and waits until it answers (its /healthz: it
   * may not be ready, which is Varnish's probe to find out). `env` adds to or replaces its settings.
   * @param {number} index
   * @param {string} release
   * @param {Record<string, string>} [env]
   */
  async function startInstance(index, release, env = {}) {
    const port = instancePorts[index];
    const instance = startProcess({
      name: `instance ${index + 1}`,
      command: process.execPath,
      args: ['server.mjs'],
      cwd: release,
      env: {
        PATH: process.env.PATH,
        ...sandboxSiteEnv(port, sandboxUrl),
        STRAPI_URL: cmsUrl,
        STRAPI_PREVIEW_TOKEN: secrets.previewToken,
        PREVIEW_SECRET: secrets.preview,
        CMS_REVALIDATE_SECRET: secrets.revalidate,
        VARNISH_PURGE_URL: varnishUrl,
        VARNISH_PURGE_SECRET: secrets.purge,
        ...(cacheTtlMs !== undefined && { STRAPI_CACHE_TTL_MS: String(cacheTtlMs) }),
        METRICS_PORT: String(PORTS.metricsBase + index + 1),
        ...env,
      },
      log: say(`instance ${index + 1}`),
    });
    stack.instances[index] = instance;
    stack.releases[index] = path.basename(release);
    await waitForUrl(`http://127.0.0.1:${port}/healthz`, { process: instance, timeoutMs: 60_000 });
    return instance;
  }

  async function stop() {
    for (const action of stops.reverse()) await action().catch(() => {});
    await Promise.all([...stack.instances, stack.strapi].map((started) => started?.stop()));
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    mkdirSync(path.join(dir, 'cms-public/uploads'), { recursive: true });
    if (database === 'postgres') {
      // Its WAL archived, as deploy/README.md ("Backups") says a production one is: the backup
      // drill (backup.mjs) restores a base backup and replays what was archived after it.
      const walArchive = path.join(dir, 'wal-archive');
      giveToServer(walArchive);
      stack.postgres = { port: PORTS.postgres, dataDir: path.join(dir, 'postgres'), walArchive };
      const postgres = await timed('postgres', () =>
        startPostgres({
          port: PORTS.postgres,
          dataDir: path.join(dir, 'postgres'),
          database: 'strapi',
          user: 'strapi',
          password: secret(),
          settings: {
            archive_mode: 'on',
            archive_command: `test ! -f ${walArchive}/%f && cp %p ${walArchive}/%f`,
          },
          log: say('postgres'),
        }),
      );
      stops.push(() => postgres.stop());
      stack.databaseEnv = postgres.env;
    } else {
      stack.databaseEnv = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'cms.db') };
    }
    const sandbox = startProcess({
      name: 'sandbox',
      command: process.execPath,
      args: ['--disable-warning=ExperimentalWarning', 'src/main.ts'],
      cwd: path.join(ROOT, 'apps/sandbox-api'),
      env: {
        PATH: process.env.PATH,
        PORT: String(PORTS.sandbox),
        HOST: '127.0.0.1',
        SANDBOX_DB: path.join(dir, 'sandbox.sqlite'),
        // Visitors open the site through Varnish: that is the origin of their forms' calls.
        SITE_URL: varnishUrl,
        CORS_ORIGINS: [varnishUrl, ...instanceUrls].join(','),
        SANDBOX_SLUG: 'horizont',
        SANDBOX_LOG: 'off',
      },
      log: say('sandbox'),
    });
    stops.push(() => sandbox.stop());
    const sandboxReady = waitForUrl(`${sandboxUrl}/inbox.json`, { process: sandbox });
    await timed('strapi', startStrapi);
    await sandboxReady;
    const release = makeRelease(path.join(dir, 'releases'), 'release-1');
    await timed('instances', () =>
      Promise.all(instancePorts.map((_, index) => startInstance(index, release))),
    );
    stack.varnish = await timed('varnish', () =>
      startVarnish({
        port: PORTS.varnish,
        adminPort: PORTS.varnishAdmin,
        instances: instancePorts.map((port) => ({ host: '127.0.0.1', port })),
        secret: secrets.purge,
        log: say('varnish'),
      }),
    );
    const { varnish } = stack;
    stops.push(() => varnish.stop());
    if (prometheus) {
      stack.prometheus = await timed('prometheus', () =>
        startPrometheus({
          port: PORTS.prometheus,
          targets: metricsUrls.map((url) => new URL(url).host),
          dir: path.join(dir, 'prometheus'),
          log: say('prometheus'),
        }),
      );
      const started = stack.prometheus;
      stops.push(() => started.stop());
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return Object.assign(stack, {
    startStrapi,
    startInstance,
    stop,
    strapiEnv,
    /** @param {string} name @param {string} [dist] */
    makeRelease: (name, dist) => makeRelease(path.join(dir, 'releases'), name, dist),
  });
}
