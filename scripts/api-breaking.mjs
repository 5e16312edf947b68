// A breaking change to a published package needs a major changeset. For every package, this compares
// its committed API reports (`api/*.api.md`, scripts/api-report.mjs) with the reports of its last
// release (the git tag `<name>@<version>` that `changeset publish` creates) and fails when a
// declaration of the release is gone or changed while no pending changeset (`.changeset/*.md`) bumps
// the package `major`. A package never released has nothing to break.
//   node scripts/api-breaking.mjs
// What it sees: a line of the report removed or changed (an export removed, renamed, or its type
// changed). What it cannot see: a change that only adds lines yet breaks callers (a required
// property added to an options type): the report's diff in review is there for that.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The declaration lines of a report: its TypeScript block without comments, blank lines or imports. */
export function declarationLines(report) {
  const block = report.match(/```ts\n([\s\S]*?)```/)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('import '));
}

/** The lines of `released` that `current` no longer has (each as often as it went missing). */
export function removedLines(released, current) {
  const remaining = new Map();
  for (const line of declarationLines(current)) remaining.set(line, (remaining.get(line) ?? 0) + 1);
  const removed = [];
  for (const line of declarationLines(released)) {
    const left = remaining.get(line) ?? 0;
    if (left > 0) remaining.set(line, left - 1);
    else removed.push(line);
  }
  return removed;
}

/** The bump each package gets from the pending changesets: `{ "@scope/name": "major" | "minor" | "patch" }`. */
export function pendingBumps(changesetTexts) {
  const order = { patch: 1, minor: 2, major: 3 };
  const bumps = {};
  for (const text of changesetTexts) {
    const front = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    for (const match of front.matchAll(/^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)) {
      const [, name, bump] = match;
      if ((order[bump] ?? 0) > (order[bumps[name]] ?? 0)) bumps[name] = bump;
    }
  }
  return bumps;
}

/**
 * The verdict for one package: `removed` lists what its release had and the current API lacks, per
 * report; it passes when nothing was removed, or a major bump is pending.
 */
export function breakingVerdict({ name, releasedReports, currentReports, bumps }) {
  const removed = {};
  for (const [file, released] of Object.entries(releasedReports)) {
    const lines = removedLines(released, currentReports[file] ?? '');
    if (lines.length > 0) removed[file] = lines;
  }
  const breaking = Object.keys(removed).length > 0;
  return { name, removed, ok: !breaking || bumps[name] === 'major' };
}

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The newest release tag of a package, or `undefined` when it was never released. */
function lastReleaseTag(root, name) {
  const tags = git(root, 'tag', '--list', `${name}@*`, '--sort=-v:refname');
  return tags.split('\n').find(Boolean);
}

function main(root = process.cwd()) {
  const changesets = readdirSync(path.join(root, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => readFileSync(path.join(root, '.changeset', file), 'utf8'));
  const bumps = pendingBumps(changesets);
  let failed = false;
  for (const dir of readdirSync(path.join(root, 'packages'))) {
    const folder = path.join(root, 'packages', dir);
    const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    if (pkg.private) continue;
    const tag = lastReleaseTag(root, pkg.name);
    if (!tag) {
      console.log(`${pkg.name}: never released, no API to break`);
      continue;
    }
    const reportFiles = readdirSync(path.join(folder, 'api')).filter((file) => file.endsWith('.api.md'));
    let releasedFiles;
    try {
      releasedFiles = git(root, 'ls-tree', '--name-only', `${tag}:packages/${dir}/api`)
        .split('\n')
        .filter((file) => file.endsWith('.api.md'));
    } catch {
      console.log(`${pkg.name}: ${tag} has no API report to compare with`);
      continue;
    }
    const releasedReports = Object.fromEntries(
      releasedFiles.map((file) => [file, git(root, 'show', `${tag}:packages/${dir}/api/${file}`)]),
    );
    const currentReports = Object.fromEntries(
      reportFiles.map((file) => [file, readFileSync(path.join(folder, 'api', file), 'utf8')]),
    );
    const verdict = breakingVerdict({ name: pkg.name, releasedReports, currentReports, bumps });
    if (verdict.ok) {
      const note =
        Object.keys(verdict.removed).length > 0 ? 'breaking, with a major changeset' : 'compatible';
      console.log(`${pkg.name}: ${note} since ${tag}`);
      continue;
    }
    failed = true;
    console.error(`${pkg.name}: its API since ${tag} breaks callers, and no changeset bumps it major:`);
    for (const [file, lines] of Object.entries(verdict.removed)) {
      console.error(`  ${file}, gone or changed:`);
      for (const line of lines.slice(0, 20)) console.error(`    - ${line}`);
      if (lines.length > 20) console.error(`    … and ${lines.length - 20} more`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
