import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { postgresEnv } from '../../scripts/postgres.mjs';
import { chromium, sandboxServer, sharedConfig, sharedUse, siteEnv } from './e2e/playwrightShared';
import { adminStateFile, EDITOR } from './e2e-admin/editor';
import { CMS_DATABASE, POSTGRES, sqliteFile } from './e2e-cms/database';
import {
  CMS_URL,
  JSON_SITE_PORT,
  JSON_SITE_URL,
  PREVIEW_SECRET,
  PREVIEW_TOKEN,
  REVALIDATE_SECRET,
  SANDBOX_PORT,
  SANDBOX_URL,
  SITE_PORT,
  SITE_URL,
} from './e2e-cms/servers';

/**
 * The site on a real Strapi (issue 13's proof; `pnpm e2e:cms`, after `pnpm cms:install` at the root
 * and the site's build). Started here on ports of their own:
 * - Strapi 5 (apps/cms) on a fresh SQLite file and uploads folder: its first start imports the demo
 *   pages, the site chrome and their images (the seed in apps/cms/src/seed), as an editor's CMS holds them;
 * - the site from its one build twice: reading its pages from Strapi, and from the embedded JSON (the
 *   reference the Strapi pages are compared with);
 * - the sandbox back end, for the forms and the reads of the islands.
 * Tests: e2e-cms/, and the visit of every demo page from e2e/pages.spec.ts. Strapi needs Node 22
 * (better-sqlite3 13), which every `pnpm run` script has.
 *
 * `E2E_CMS_DATABASE=postgres`: Strapi on PostgreSQL instead (issue 23), a fresh cluster of the run
 * started first by scripts/postgres.mjs on `E2E_CMS_POSTGRES_PORT` (4332), stopped and deleted last.
 * Not in `npm test`; the production-shape test runs Strapi on PostgreSQL.
 */
// Worker processes load this file too: they must see the run's folder, not make a new one.
process.env.E2E_CMS_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-cms-'));
const runDir = process.env.E2E_CMS_DIR;
mkdirSync(path.join(runDir, 'public/uploads'), { recursive: true });

// Beside the run's folder, not in it: globalTeardown empties that before the web servers stop, and
// a cluster deleted under its server panics on shutdown. The server deletes its own (--temporary).
const postgres = { ...POSTGRES, dataDir: `${runDir}-postgres` };

export default defineConfig({
  ...sharedConfig,
  reporter: [['list'], ['json', { outputFile: '.e2e-reports/e2e-cms.json' }]],
  // Not the end-to-end suite's test-results/: each run empties its own on start, and the two run side by side.
  outputDir: 'test-results-cms',
  globalTeardown: './e2e-cms/teardown.ts',
  use: sharedUse(SITE_URL),
  projects: [
    // The Strapi pages against the JSON ones, the media, the editors' preview.
    { name: 'cms', testDir: 'e2e-cms', testIgnore: 'publish.spec.ts', use: chromium },
    // The end-to-end suite's visit of a page (rendered, hydrated, no console error or failed request,
    // axe-clean, JavaScript only where a block needs it), on the Strapi pages that together hold
    // every block type (e2e/support.ts PAGES_COVERING_EVERY_BLOCK): the others' HTML is proven
    // equal to the JSON's by sources.spec.ts, page by page.
    {
      name: 'every block on Strapi',
      testDir: 'e2e',
      testMatch: 'pages.spec.ts',
      grep: /@every-block/,
      use: chromium,
    },
    // Publish → live (e2e-cms/publish.spec.ts): it publishes, moves and unpublishes a page and edits
    // the footer, so it runs after the projects that compare the seeded content and its sitemap.
    // Alone: `playwright test -c playwright.cms.config.ts --project publish --no-deps`.
    {
      name: 'publish',
      testDir: 'e2e-cms',
      testMatch: 'publish.spec.ts',
      dependencies: ['cms', 'every block on Strapi'],
      use: chromium,
      // It times the site against the wall clock. In npm test it now runs beside the stories and the
      // end-to-end suites on two cores (Strapi's install and admin build no longer hold it back), and
      // once measured 2,176 ms against its 2,000: on CI a second retry measures again. The same 2 s
      // are measured again where the machine is quiet: .ci/run's run of this project on PostgreSQL,
      // and test:production's through Varnish.
      retries: process.env.CI ? 2 : 0,
    },
    // Strapi's admin panel driven as an editor drives it (e2e-admin/): after the projects above
    // (they read the seeded pages these tests change, and time publishing), on the same Strapi.
    // First the editor logs in (her session is kept for the rest), then she works in the panel.
    {
      name: 'admin login',
      testDir: 'e2e-admin',
      testMatch: 'login.setup.ts',
      dependencies: ['cms', 'every block on Strapi', 'publish'],
      use: chromium,
    },
    // Its forms, the navigation, the preview panel and the editor's rights, one browser at a time.
    {
      name: 'admin forms',
      testDir: 'e2e-admin',
      testIgnore: 'every-page.spec.ts',
      dependencies: ['admin login'],
      fullyParallel: false,
      workers: 1,
      use: { ...chromium, storageState: adminStateFile() },
    },
    // Then every seeded page saved and published through the admin form (e2e-admin/every-page.spec.ts),
    // on both workers: each test edits a page of its own, and each worker is an editor's browser of its
    // own (the spec's worker-scoped page). One after the other they were 300 s of the 350 s of this
    // suite's admin part, the last to end in `npm test`, alone on a machine with a core to spare.
    // After the forms above, not beside them: their preview test saves a draft of /kontakty and expects
    // the published page unchanged, and this spec publishes /kontakty. `--project admin` runs them all.
    {
      name: 'admin',
      testDir: 'e2e-admin',
      testMatch: 'every-page.spec.ts',
      dependencies: ['admin forms'],
      fullyParallel: true,
      workers: 2,
      use: { ...chromium, storageState: adminStateFile() },
    },
  ],
  webServer: [
    // Before Strapi (the web servers start in this order, and stop in the reverse one).
    ...(CMS_DATABASE === 'postgres'
      ? [
          {
            name: 'postgres',
            command: `node ../../scripts/postgres.mjs --port ${postgres.port} --dir ${postgres.dataDir} --database ${postgres.database} --user ${postgres.user} --password ${postgres.password} --temporary`,
            // Printed once the database answers and exists.
            wait: { stdout: /PostgreSQL \d+ ready/ },
            // A fast shutdown, not the default SIGKILL of the process group.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    {
      name: 'strapi',
      command: 'node node_modules/@strapi/strapi/bin/strapi.js start',
      cwd: '../cms',
      // The seed runs in Strapi's bootstrap: Strapi answers once the demo content is in.
      url: `${CMS_URL}/api/navigation`,
      env: {
        PORT: String(new URL(CMS_URL).port),
        HOST: '127.0.0.1',
        ...(CMS_DATABASE === 'postgres'
          ? postgresEnv(postgres)
          : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: sqliteFile() }),
        CMS_PUBLIC_DIR: path.join(runDir, 'public'),
        CMS_SEED_DEMO: 'true',
        // The admin panel (built by the turbo task cms:build-admin) and its seeded editor.
        CMS_SERVE_ADMIN: 'true',
        CMS_EDITOR_EMAIL: EDITOR.email,
        CMS_EDITOR_PASSWORD: EDITOR.password,
        CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
        // The admin's preview panel links to the site's preview link (src/admin-setup/preview.js).
        PUBLIC_SITE_URL: SITE_URL,
        PREVIEW_SECRET,
        // Publishing tells the site on Strapi (the JSON one has nothing to drop).
        CMS_SITE_URLS: `http://127.0.0.1:${SITE_PORT}`,
        CMS_REVALIDATE_SECRET: REVALIDATE_SECRET,
        CORS_ORIGINS: SITE_URL,
        STRAPI_TELEMETRY_DISABLED: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    sandboxServer(SANDBOX_PORT, SITE_URL),
    {
      name: 'site (Strapi)',
      command: 'node server.mjs',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: {
        ...siteEnv(SITE_PORT, SANDBOX_URL),
        STRAPI_URL: CMS_URL,
        STRAPI_PREVIEW_TOKEN: PREVIEW_TOKEN,
        PREVIEW_SECRET,
        // Strapi's admin may frame the preview (its preview panel).
        CMS_ADMIN_ORIGIN: CMS_URL,
        CMS_REVALIDATE_SECRET: REVALIDATE_SECRET,
        // A request may fix the server's "now" (`x-site-test-now`, src/site/testClock.ts): the admin's
        // Prague-time test asks for the page a minute either side of a notice's start.
        SITE_TEST_CLOCK: '1',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'site (JSON)',
      command: 'node server.mjs',
      url: `${JSON_SITE_URL}/`,
      env: { ...siteEnv(JSON_SITE_PORT, SANDBOX_URL), STRAPI_URL: '' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
