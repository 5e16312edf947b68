import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, TEST_BROWSER_ENV } from './scripts/chromium.mjs';

/**
 * Browser tests run in Debian's Chromium headless shell with the project's flags and only the
 * project's fonts (`scripts/chromium.mjs`), whatever fonts the machine has.
 */
export const chromiumProvider = playwright({
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS], env: TEST_BROWSER_ENV },
});

/**
 * The longest a single test may take. Vitest's 5 s default is for a quiet machine; CI runs every
 * suite at once on two cores, where a property test with a hundred runs or a test that starts a
 * process took 5–6 s and timed out (callbackSlots, the sandbox's start entry, cancellationPage).
 * A test that hangs still fails, after 30 s.
 */
export const TEST_TIMEOUT_MS = 30_000;

/**
 * Node unit tests (schemas, mappers, fuzzing, server rendering) share their workers between files
 * instead of starting an isolated one per file: they keep no global state (a test that fakes timers
 * or mocks restores them in `afterEach`), and under CI's load each isolated start cost about 1.2 s
 * (Vitest's figure for validation's 28 files: 31 s).
 */
export const nodeUnitTest = { environment: 'node' as const, isolate: false };

export const browserTest = {
  enabled: true,
  headless: true,
  provider: chromiumProvider,
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
};

/**
 * Stories and tests import every workspace package from its sources, not its build: one React
 * context per package (a built copy beside the source would be a second one), and no rebuild
 * between an edit and a test run. Exact matches, so that a subpath export (`…/schemas`) maps to its
 * own source folder instead of to `index.ts/schemas`.
 */
export function workspaceSourceAliases(): { find: RegExp; replacement: string }[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const packagesDir = path.join(root, 'packages');
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const dir of readdirSync(packagesDir)) {
    const manifestPath = path.join(packagesDir, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    for (const subpath of Object.keys(manifest.exports ?? { '.': null })) {
      const folder = subpath === '.' ? '' : subpath.slice(2);
      const entry = path.join(packagesDir, dir, 'src', folder, 'index.ts');
      if (!existsSync(entry)) continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${folder}`;
      aliases.push({ find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`), replacement: entry });
    }
  }
  return aliases;
}
