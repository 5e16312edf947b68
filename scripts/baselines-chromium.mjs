// The Chromium the visual baselines were taken with, recorded in visual-baselines/chromium-version.txt.
// Another version may draw a picture a few pixels differently: before the stories run, one line says
// so, with the command that refreshes the baselines after review; it does not fail the run by itself.
//   node scripts/baselines-chromium.mjs --check    prints that line if the versions differ (npm test)
//   node scripts/baselines-chromium.mjs --record   records this machine's version (pnpm test:visual:update)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

export const BASELINES_CHROMIUM_FILE = fileURLToPath(
  new URL('../visual-baselines/chromium-version.txt', import.meta.url),
);

/** Takes every story's screenshots anew and records the version: run it after reviewing the diffs. */
export const REFRESH_COMMAND = 'pnpm test:visual:update';

/** The version of a `--version` line: "Chromium 156.0.8078.129 built on Debian…" → "156.0.8078.129". */
export function parseChromiumVersion(output) {
  const version = /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(output)?.[1];
  if (!version) throw new Error(`No Chromium version in: ${output.trim()}`);
  return version;
}

/** The version of the headless shell the stories run in (scripts/chromium.mjs). */
export function machineChromiumVersion() {
  return parseChromiumVersion(execFileSync(HEADLESS_SHELL_PATH, ['--version'], { encoding: 'utf8' }));
}

/** The recorded version, or undefined when none is recorded. */
export function baselinesChromiumVersion(file = BASELINES_CHROMIUM_FILE) {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** One line when the machine's Chromium is not the baselines' one, otherwise undefined. */
export function versionNotice(machine, baselines) {
  if (machine === baselines) return undefined;
  const recorded = path.relative(process.cwd(), BASELINES_CHROMIUM_FILE);
  const taken = baselines ? `were taken with Chromium ${baselines}` : 'name no Chromium version';
  return `› Chromium ${machine} here, but the visual baselines ${taken} (${recorded}): a picture that differs may be the browser's doing; review .visual-diffs/, then refresh them all with \`${REFRESH_COMMAND}\`.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === '--check' && rest.length === 0) {
    const notice = versionNotice(machineChromiumVersion(), baselinesChromiumVersion());
    if (notice) console.log(notice);
  } else if (mode === '--record' && rest.length === 0) {
    const version = machineChromiumVersion();
    writeFileSync(BASELINES_CHROMIUM_FILE, `${version}\n`);
    console.log(
      `› The visual baselines are Chromium ${version}'s (${path.relative(process.cwd(), BASELINES_CHROMIUM_FILE)})`,
    );
  } else {
    // `pnpm test:visual:update <file>` would land here: one story's new pictures are no reason to
    // claim that every baseline comes from this Chromium.
    console.error(
      'Usage: node scripts/baselines-chromium.mjs --check | --record (after every baseline was refreshed).\n' +
        "One story's baselines: pnpm exec vitest run <story file> --project storybook --update=all",
    );
    process.exit(2);
  }
}
