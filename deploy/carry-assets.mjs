// Skew protection for a deploy (deploy/README.md, "A deploy"): a page stored from an earlier release
// (in Varnish, a CDN, a visitor's open tab) names that release's /_astro/ files, and an island on it
// may ask for one hours later. Each release's files have content-hashed names, so the releases' files
// never collide: a new release carries the files of the releases before it, for as long as their pages
// may still be out there, and whichever instance answers has them.
//
//   node deploy/carry-assets.mjs <previous release> <new release> [--days=7]
//     before the new release starts: its dist/client/_astro/ gains the previous releases' files
//   node deploy/carry-assets.mjs --stage <new release> <running release>...
//     before the rolling restart: each running release gains the new one's files, so that a page of
//     the new release answered by an instance not yet restarted finds its files too
//
// A release is a folder holding the site's `dist/` (apps/web's build). Its `dist/asset-releases.json`
// (outside dist/client: not served) lists which release each file came from, and when each release
// stopped being the current one; a release's files are dropped `days` after that, the previous
// release's never.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ASSETS = 'dist/client/_astro';
export const HISTORY = 'dist/asset-releases.json';
/**
 * How long a replaced release's files stay: longer than any copy of its pages lives (Varnish keeps a
 * page an hour and, while the instances fail, a day more: `stale-if-error`), and a tab left open over
 * a weekend.
 */
export const KEEP_DAYS = 7;

/**
 * @typedef {{ release: string, current: string | null, replaced: string | null, files: string[] }} Entry
 *   `current`/`replaced`: when it became, and stopped being, the current release (ISO; null: unknown / still is)
 */

const ownFiles = (release) => readdirSync(path.join(release, ASSETS)).sort();

/** @param {string} release @returns {Entry[]} newest first; a release deployed before this tool: itself */
export function readHistory(release) {
  const file = path.join(release, HISTORY);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).releases;
  return [{ release: path.basename(release), current: null, replaced: null, files: ownFiles(release) }];
}

/**
 * Copies into `next`'s assets every file of `previous` and of the releases `previous` still carries
 * (replaced less than `days` ago), and writes `next`'s history. A file `next` has itself is left:
 * the same hashed name is the same content.
 * @param {{ previous: string, next: string, days?: number, now?: Date }} options
 * @returns {{ carried: number, releases: string[] }}
 */
export function carryAssets({ previous, next, days = KEEP_DAYS, now = new Date() }) {
  if (existsSync(path.join(next, HISTORY))) {
    throw new Error(`${next} has carried assets already (${HISTORY}): make the release anew`);
  }
  const own = ownFiles(next);
  const [last, ...older] = readHistory(previous);
  if (!last) throw new Error(`${previous}: an empty ${HISTORY}`);
  const oldest = now.getTime() - days * 86_400_000;
  const kept = [
    { ...last, replaced: now.toISOString() },
    ...older.filter((entry) => entry.replaced !== null && Date.parse(entry.replaced) > oldest),
  ];
  const have = new Set(own);
  let carried = 0;
  for (const entry of kept) {
    for (const file of entry.files) {
      if (have.has(file)) continue;
      copyFileSync(path.join(previous, ASSETS, file), path.join(next, ASSETS, file));
      have.add(file);
      carried++;
    }
  }
  /** @type {Entry[]} */
  const releases = [
    { release: path.basename(next), current: now.toISOString(), replaced: null, files: own },
    ...kept,
  ];
  writeFileSync(path.join(next, HISTORY), `${JSON.stringify({ releases }, null, 2)}\n`);
  return { carried, releases: kept.map((entry) => entry.release) };
}

/**
 * Copies `next`'s own files into each running release's assets (the forward direction of the
 * rolling restart): nothing of theirs is replaced, and their history is left as it is.
 * @param {{ next: string, running: string[] }} options
 * @returns {number} files copied
 */
export function stageAssets({ next, running }) {
  let copied = 0;
  for (const release of running) {
    const have = new Set(ownFiles(release));
    for (const file of ownFiles(next)) {
      if (have.has(file)) continue;
      copyFileSync(path.join(next, ASSETS, file), path.join(release, ASSETS, file));
      copied++;
    }
  }
  return copied;
}

function main(argv) {
  const days = Number(argv.find((arg) => arg.startsWith('--days='))?.slice('--days='.length) ?? KEEP_DAYS);
  const folders = argv.filter((arg) => !arg.startsWith('--'));
  if (!Number.isFinite(days) || days < 0 || folders.length < 2) {
    process.stderr.write(
      'carry-assets.mjs <previous release> <new release> [--days=7] | --stage <new release> <running release>...\n',
    );
    process.exit(2);
  }
  if (argv.includes('--stage')) {
    const [next, ...running] = folders;
    const copied = stageAssets({ next: /** @type {string} */ (next), running });
    process.stdout.write(`${copied} files of ${next} copied into ${running.join(', ')}\n`);
    return;
  }
  const [previous, next] = /** @type {[string, string]} */ (folders);
  const { carried, releases } = carryAssets({ previous, next, days });
  process.stdout.write(`${carried} files carried into ${next}, of ${releases.join(', ')}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`carry-assets.mjs: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
