import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../../scripts/chromium.mjs';
import { sandboxSiteEnv } from '../scripts/sandboxSiteEnv.mjs';
import { brand } from '../src/site/config';
import { CONSENT_GRANTED_COOKIE } from './consentCookie';

/** What the end-to-end suite (playwright.config.ts) and the suite on Strapi (playwright.cms.config.ts) share. */

/** The sandbox's database for this run, which the tests read to see exactly what was stored. */
export function sandboxDatabase(): string {
  // Worker processes load the config too: they must see the database of the run, not make a new one.
  process.env.E2E_SANDBOX_DB ??= path.join(
    mkdtempSync(path.join(tmpdir(), 'e2e-sandbox-')),
    'sandbox.sqlite',
  );
  return process.env.E2E_SANDBOX_DB;
}

/** The site's log for this run (server.mjs's stdout), beside the sandbox's database: logPrivacy.ts reads it. */
export function siteLogFile(): string {
  return path.join(path.dirname(sandboxDatabase()), 'site.log');
}

export const sharedConfig = {
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, in a fresh worker and browser: three CI runs in a row had one test whose page
  // painted no animation frame for a minute (visible and focused: expectFramesRendered in
  // support.ts), on a machine where every suite shares two cores. A retried pass still shows in the
  // test totals with its first failure (scripts/summarize-tests.mjs); two failures fail the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test's whole budget. The longest journeys (a branch picked, the page reloaded, the map loaded,
  // axe run) take 10–15 s with every other suite running on this machine's two cores, and crossed
  // Playwright's 30 s on the slower CI machine (stop 19: two branch-map tests). A hang still fails;
  // each step keeps its own 10 s expect timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
} satisfies PlaywrightTestConfig;

/** Every test in Debian's Chromium headless shell (scripts/chromium.mjs), as a Czech visitor in Prague. */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] },
};

export function sharedUse(baseURL: string): PlaywrightTestConfig['use'] {
  return {
    baseURL,
    locale: 'cs-CZ',
    storageState: { cookies: [CONSENT_GRANTED_COOKIE], origins: [] },
    timezoneId: 'Europe/Prague',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the screencast:
    // recording screenshots for every test cost a fifth of the suite's time on two cores (the
    // compositor encodes a frame for each change; callback.spec.ts 51 s → 41 s, one worker).
    // `npm test` turns tracing off (E2E_TRACES=off, scripts/test.sh): recording the DOM at every
    // step of every passing test cost another 15 % of the suite's CPU (142 → 120 CPU-s for
    // pages.spec.ts and the call-me forms), for traces CI keeps nowhere. Rerun a failure with
    // `pnpm e2e <spec>` for its trace.
    trace: process.env.E2E_TRACES === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  };
}

/** The sandbox back end on its own port and database, answering the site at `siteUrl`. */
export function sandboxServer(port: number, siteUrl: string) {
  return {
    name: 'sandbox',
    command: 'node --disable-warning=ExperimentalWarning ../sandbox-api/src/main.ts',
    url: `http://127.0.0.1:${port}/inbox.json`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DB: sandboxDatabase(),
      SITE_URL: siteUrl,
      CORS_ORIGINS: siteUrl,
      // The meeting and mobility paths carry the brand's slug: the site's, not the sandbox's `demo`.
      SANDBOX_SLUG: brand.slug,
    },
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

/** The built site's environment with the sandbox as its back end (`node server.mjs`). */
export const siteEnv = sandboxSiteEnv;
