import { defineConfig } from '@playwright/test';
import {
  chromium,
  sandboxServer,
  sharedConfig,
  sharedUse,
  siteEnv,
  siteLogFile,
} from './e2e/playwrightShared';

/**
 * End-to-end tests against the production build of the site and the sandbox back end, started here
 * side by side on ports of their own (a running `npm start` keeps 3000 and 4010) with a fresh
 * database file, which the tests read to see exactly what was stored.
 */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The site's metrics (METRICS_PORT), read by the RUM test: a port beside the site's own. */
const METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? SITE_PORT + 90);
export const METRICS_URL = `http://127.0.0.1:${METRICS_PORT}/metrics`;

export default defineConfig({
  ...sharedConfig,
  testDir: 'e2e',
  reporter: [['list'], ['json', { outputFile: '.e2e-reports/e2e.json' }]],
  globalTeardown: './e2e/teardown.ts',
  use: sharedUse(SITE_URL),
  projects: [{ name: 'chromium', use: chromium }],
  webServer: [
    sandboxServer(SANDBOX_PORT, SITE_URL),
    {
      name: 'site',
      // Its log (one JSON line per request and error) to a file the teardown checks for what the tests
      // typed (e2e/logPrivacy.ts); its complaints about settings stay on stderr, shown.
      command: `node server.mjs > '${siteLogFile()}'`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: {
        ...siteEnv(SITE_PORT, SANDBOX_URL),
        // Registers a block that always throws, for the page that proves a failing block is contained.
        SITE_TEST_BLOCKS: '1',
        // Lets a request fix the server's "now" (`x-site-test-now`, src/site/testClock.ts), and runs the
        // server in another zone than Prague: its time rules must hold in Prague time regardless.
        SITE_TEST_CLOCK: '1',
        // The RUM test reads the metrics its visit moved where an operator does.
        METRICS_PORT: String(METRICS_PORT),
        TZ: 'America/New_York',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
