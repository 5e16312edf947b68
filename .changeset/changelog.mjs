// How `changeset version` writes each package's CHANGELOG.md (RELEASING.md, "Writing a changeset"):
// the changeset's text as its author wrote it for consumers, without the commit hashes of the
// default generator (a consumer of the registry cannot look them up), and a line per internal
// package that had to move with this one, saying what the site does. Changesets writes such a line
// only when that package left this one's range, which with `^` ranges is its new major.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace packages that some package takes as a peer dependency: a site installs those itself. */
function peerNames() {
  const packages = path.resolve(import.meta.dirname, '..', 'packages');
  const names = new Set();
  for (const dir of readdirSync(packages)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(packages, dir, 'package.json'), 'utf8'));
      for (const name of Object.keys(manifest.peerDependencies ?? {})) names.add(name);
    } catch {}
  }
  return names;
}

/** @type {import('@changesets/types').GetReleaseLine} */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.trim().split('\n');
  return [`- ${first}`, ...rest.map((line) => (line.trim() ? `  ${line}` : ''))].join('\n');
}

/** @type {import('@changesets/types').GetDependencyReleaseLine} */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  // A first stable release (from 0.x) states what it needs in its own entry.
  const moved = dependenciesUpdated.filter((dependency) => !dependency.oldVersion.startsWith('0.'));
  if (moved.length === 0) return '';
  const peers = peerNames();
  return moved
    .map(({ name, newVersion }) =>
      peers.has(name)
        ? `- Needs \`${name}\` ${newVersion} or a later ${newVersion.split('.')[0]}.x: upgrade it in the site's package.json together with this package (a peer dependency; its CHANGELOG says what changed).`
        : `- Comes with \`${name}\` ${newVersion}, a new major (a dependency, installed with this package: a site that imports it directly as well upgrades it to the same major, reading its CHANGELOG).`,
    )
    .join('\n');
}

export default { getReleaseLine, getDependencyReleaseLine };
