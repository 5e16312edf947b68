import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { brand } from './src/site/config';

/**
 * End-to-end tests against the production build of the site and the sandbox back end, started here
 * side by side on ports of their own (a running `npm start` keeps 3000 and 4010) with a fresh
 * database file, which the tests read to see exactly what was stored.
 */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

// Worker processes load this file too: they must see the database of the run, not make a new one.
process.env.E2E_SANDBOX_DB ??= path.join(mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-')), 'sandbox.sqlite');
const sandboxDb = process.env.E2E_SANDBOX_DB;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.e2e-reports/e2e.json' }]],
  globalTeardown: './e2e/teardown.ts',
  use: {
    baseURL: SITE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast:
    // recording screenshots for every test cost a fifth of the suite's time on two cores (the
    // compositor encodes a frame for each change; callback.spec.ts 51 s → 41 s, one worker).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: [
    {
      name: 'sandbox',
      command: 'node --disable-warning=ExperimentalWarning ../sandbox-api/src/main.ts',
      url: `${SANDBOX_URL}/inbox.json`,
      env: {
        PORT: String(SANDBOX_PORT),
        HOST: '127.0.0.1',
        SANDBOX_DB: sandboxDb,
        SITE_URL,
        CORS_ORIGINS: SITE_URL,
        // The meeting and mobility paths carry the brand's slug: the site's, not the sandbox's `demo`.
        SANDBOX_SLUG: brand.slug,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'site',
      command: 'node server.mjs',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(SITE_PORT),
        PUBLIC_API_HOST: SANDBOX_URL,
        // The sandbox is not production: calls that depend on the environment take their non-production
        // path (the mobility guarantee's v1 API), and the rollout check says `enviroment=sandbox`.
        PUBLIC_API_ENVIRONMENT: 'sandbox',
        // The branch map's tiles: the sandbox draws a neutral grid (this machine has no tile server).
        PUBLIC_MAP_TILE_URL: `${SANDBOX_URL}/tiles/{z}/{x}/{y}.svg`,
        PUBLIC_MAP_ATTRIBUTION: 'Ukázkové podklady sandboxu',
        ASTRO_TELEMETRY_DISABLED: '1',
        // Registers a block that always throws, for the page that proves a failing block is contained.
        SITE_TEST_BLOCKS: '1',
        // Lets a request fix the server's "now" (`x-site-test-now`, src/site/testClock.ts), and runs the
        // server in another zone than Prague: its time rules must hold in Prague time regardless.
        SITE_TEST_CLOCK: '1',
        TZ: 'America/New_York',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
