// The pending changesets, checked for what a consumer needs (RELEASING.md, "Writing a changeset"):
// each names published packages of this repository with `patch`, `minor` or `major`, and says in at
// least one full sentence what changes for a site; no note a consumer cannot follow (an issue number).
// And the peer rule: a major of a package that others take as a peer (ui) is a major of each of them,
// in the same release, since their published `^` range moves to the new major.
//   node scripts/changeset-check.mjs         (`pnpm changeset:check`; `pnpm version-packages` runs it first)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import parse from '@changesets/parse';

const BUMPS = ['patch', 'minor', 'major'];
const MIN_WORDS = 6;

/**
 * The problems of one changeset file, as sentences ([] when it is good).
 * @param {string} text the file
 * @param {Set<string>} published the names of the published packages
 */
export function changesetProblems(text, published) {
  let parsed;
  try {
    parsed = parse(text);
  } catch (error) {
    return [String(error.message).split('\n')[0]];
  }
  const problems = [];
  if (parsed.releases.length === 0) problems.push('it names no package');
  for (const { name, type } of parsed.releases) {
    if (!published.has(name)) problems.push(`${name} is not a published package of this repository`);
    if (!BUMPS.includes(type)) problems.push(`${name}: ${type} is not patch, minor or major`);
  }
  const summary = parsed.summary.trim();
  const words = summary.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  if (words < MIN_WORDS || !/[.!?](\s|$)/.test(summary))
    problems.push(
      `its text is not a sentence a consumer can act on (${words} words): say what changes for a site and what to do`,
    );
  if (/\bissue\s+#?\d+|(^|\s)#\d+\b/i.test(summary))
    problems.push('it cites an issue number, which a consumer cannot look up: say what changed instead');
  return problems;
}

/**
 * The peer rule over all pending changesets: for every package bumped `major`, each published
 * package that takes it as a peer dependency must be bumped `major` as well.
 * @param {Array<{ releases: Array<{ name: string, type: string }> }>} changesets parsed
 * @param {Record<string, string[]>} peersOf package name → the workspace packages it takes as peers
 */
export function peerMajorProblems(changesets, peersOf) {
  const majors = new Set(
    changesets.flatMap(({ releases }) =>
      releases.filter(({ type }) => type === 'major').map(({ name }) => name),
    ),
  );
  const problems = [];
  for (const major of majors) {
    const dependents = Object.keys(peersOf).filter((name) => peersOf[name].includes(major));
    const missing = dependents.filter((name) => !majors.has(name));
    if (missing.length)
      problems.push(
        `${major} goes major, so ${missing.join(', ')} (its peer dependents) must go major in the same release: ` +
          'add them to the changeset, with what a site does',
      );
  }
  return problems;
}

function workspacePackages(root) {
  return readdirSync(path.join(root, 'packages'))
    .map((dir) => JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')))
    .filter((manifest) => !manifest.private);
}

function main(root = process.cwd()) {
  const packages = workspacePackages(root);
  const published = new Set(packages.map(({ name }) => name));
  const peersOf = Object.fromEntries(
    packages.map(({ name, peerDependencies }) => [
      name,
      Object.keys(peerDependencies ?? {}).filter((peer) => published.has(peer)),
    ]),
  );
  const folder = path.join(root, '.changeset');
  const files = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md');
  const parsed = [];
  let failed = false;
  for (const file of files) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const problems = changesetProblems(text, published);
    for (const problem of problems) console.error(`✗ .changeset/${file}: ${problem}`);
    failed ||= problems.length > 0;
    if (problems.length === 0) parsed.push(parse(text));
  }
  for (const problem of peerMajorProblems(parsed, peersOf)) {
    console.error(`✗ ${problem}`);
    failed = true;
  }
  console.log(
    failed
      ? 'The changesets are for the people who upgrade: RELEASING.md, "Writing a changeset".'
      : `${files.length} pending changeset(s), each written for consumers.`,
  );
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();
