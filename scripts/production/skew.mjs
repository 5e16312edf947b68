// The skew drill, inside the rolling restart (drills.mjs): a deploy must break no page that is
// already out there (deploy/README.md, "A deploy"). Release 2 is built anew (build-release.mjs:
// other /_astro/ names), made a release folder that carries release 1's files, and its own files are
// staged into the running release (deploy/carry-assets.mjs). Then:
//   - during the roll, with one instance on release 2 and the others on release 1: every file of
//     release 2 (any a page of it may name), asked of an instance still on release 1, is there;
//   - after it: every page stored in Varnish before the deploy is still a HIT naming release 1's
//     files, and every script, stylesheet, font and chunk it names (followed through the imports of
//     each script and the url()s of each stylesheet), cold in Varnish (banned), answers 200 with
//     release 1's bytes through Varnish and from every instance, all on release 2.
// `PRODUCTION_SKEW_PROTECTION=off` deploys release 2 without carrying or staging anything: the drill
// must then fail (deploy/README.md says how it failed).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { carryAssets, stageAssets } from '../../deploy/carry-assets.mjs';
import { demoPages, visit } from './drills.mjs';

/** @typedef {import('./drills.mjs').Stack} Stack */

const run = promisify(execFile);
const BUILD_RELEASE = path.join(import.meta.dirname, 'build-release.mjs');
const PROTECTED = process.env.PRODUCTION_SKEW_PROTECTION !== 'off';

/**
 * The /_astro/ paths a text names: absolute (`/_astro/x.js`), relative to the file (`./x.js`, in a
 * chunk's imports and a stylesheet's url()), or from the site's root (`_astro/x.js`, Vite's lists
 * of a dynamic import's dependencies).
 * @param {string} text @param {string} at the path of the text's own file (`/` for a page)
 */
export function namedAssets(text, at) {
  const found = new Set();
  const pattern =
    /(?:\.{1,2}\/|\/?_astro\/)[\w.~@-]+\.(?:m?js|css|woff2?|ttf|otf|svg|png|jpe?g|webp|avif|gif|wasm)\b/g;
  for (const [match] of text.matchAll(pattern)) {
    const pathname = new URL(match.startsWith('_astro/') ? `/${match}` : match, `http://site${at}`).pathname;
    if (pathname.startsWith('/_astro/')) found.add(pathname);
  }
  return found;
}

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file the texts name, and what they name in turn, as found in `client` (a build's
 * dist/client): path → sha256. A name that is no file of the build (a string in a library) is left.
 * @param {Iterable<string>} pages' HTML @param {string} client
 */
function assetGraph(pages, client) {
  /** @type {Map<string, string>} */
  const graph = new Map();
  const queue = [...pages].flatMap((html) => [...namedAssets(html, '/')]);
  while (queue.length > 0) {
    const asset = /** @type {string} */ (queue.pop());
    const file = path.join(client, asset);
    if (graph.has(asset) || !existsSync(file)) continue;
    const bytes = readFileSync(file);
    graph.set(asset, sha256(bytes));
    if (/\.(m?js|css)$/.test(asset)) queue.push(...namedAssets(bytes.toString('utf8'), asset));
  }
  return graph;
}

/** GET of a file: status, Content-Type, sha256 of the body (decoded). */
async function fetchFile(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type')?.split(';')[0] ?? '(no type)';
  return { status: response.status, type, sha: sha256(bytes) };
}

/** Checks each `[path, sha]` at `origin`, eight at a time; the problems, one line each. */
async function checkFiles(origin, graph, where) {
  const entries = [...graph];
  const problems = [];
  for (let start = 0; start < entries.length; start += 8) {
    await Promise.all(
      entries.slice(start, start + 8).map(async ([asset, sha]) => {
        const got = await fetchFile(`${origin}${asset}`);
        if (got.status !== 200) problems.push(`${asset} ${where}: ${got.status} ${got.type}`);
        else if (got.sha !== sha) problems.push(`${asset} ${where}: other bytes`);
      }),
    );
  }
  return problems;
}

/** `n files …: 123 from <origin> (release 1): 404 text/html; …`, counted by where and what. */
function summary(problems) {
  const counts = new Map();
  for (const problem of problems) {
    const what = problem.slice(problem.indexOf(' ') + 1);
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const list = [...counts].map(([what, count]) => `${count} ${what}`).join('; ');
  return `${problems.length} files missing or other: ${list} (the first: ${problems[0]})`;
}

/**
 * Before the rolling restart: every demo page stored in Varnish (release 1's), release 2 built and
 * made a release (with the skew protection, unless switched off). Returns the release 2 folder and
 * the checks for during and after the roll.
 * @param {Stack} stack
 */
export async function skewDrill(stack) {
  const preparing = performance.now();
  const release1 = path.join(stack.dir, 'releases', stack.releases[0] ?? 'release-1');
  const lines = [];
  // The pages of release 1 as Varnish stores them (a page kept out of shared caches is left).
  /** @type {Map<string, string>} */
  const stored = new Map();
  for (const page of demoPages()) {
    const first = await visit(`${stack.varnishUrl}${page}`);
    const again = first.headers.get('x-cache') === 'HIT' ? first : await visit(`${stack.varnishUrl}${page}`);
    if (again.headers.get('x-cache') === 'HIT') stored.set(page, again.html);
  }
  const oldGraph = assetGraph(stored.values(), path.join(release1, 'dist/client'));

  const buildStarted = performance.now();
  const build = path.join(stack.dir, 'builds/release-2');
  try {
    await run(process.execPath, [BUILD_RELEASE, build, 'release-2'], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`release 2's build failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
  const buildSeconds = ((performance.now() - buildStarted) / 1000).toFixed(1);
  const ownOf2 = new Set(readdirSync(path.join(build, 'client/_astro')));
  const renamed = [...oldGraph.keys()].filter((asset) => !ownOf2.has(path.basename(asset)));
  assert.ok(
    renamed.length > 0,
    'release 2 has every file the pages of release 1 name: the drill would prove nothing',
  );
  lines.push(
    `${stored.size} pages of release 1 stored in Varnish, naming ${oldGraph.size} /_astro/ files (with what they import); release 2 built anew in ${buildSeconds} s: ${renamed.length} of those ${oldGraph.size} are not among its ${ownOf2.size} files`,
  );
  const release = stack.makeRelease('release-2', build);
  if (PROTECTED) {
    const { carried } = carryAssets({ previous: release1, next: release });
    const staged = stageAssets({ next: release, running: [release1] });
    lines.push(
      `skew protection: release 2 carries ${carried} files of release 1; ${staged} of release 2 staged into release 1 before the roll`,
    );
  } else {
    lines.push('skew protection OFF (PRODUCTION_SKEW_PROTECTION=off): nothing carried or staged');
  }
  lines.push(`(the drill's preparation: ${seconds(preparing)} s, the build included)`);
  const problems = [];

  return {
    release,
    lines,
    /**
     * With instance `index` on release 2 and the others on release 1: every file of release 2's
     * build (whatever a page of it may name), asked of those still on release 1.
     */
    async duringRoll(index) {
      const checking = performance.now();
      const newGraph = new Map(
        [...ownOf2].map((file) => [
          `/_astro/${file}`,
          sha256(readFileSync(path.join(build, 'client/_astro', file))),
        ]),
      );
      const others = stack.instanceUrls.filter((_, other) => stack.releases[other] !== 'release-2');
      const found = [];
      for (const url of others) found.push(...(await checkFiles(url, newGraph, `from ${url} (release 1)`)));
      problems.push(...found);
      return [
        `during the roll, instance ${index + 1} on release 2: each of release 2's ${newGraph.size} files asked of the ${others.length} instance(s) still on release 1: ${found.length === 0 ? '200 with release 2’s bytes' : summary(found)} (${seconds(checking)} s)`,
      ];
    },
    /** Every instance on release 2: the stored pages of release 1 and every file they name. */
    async afterRoll() {
      const checking = performance.now();
      for (const [page, html] of stored) {
        const now = await visit(`${stack.varnishUrl}${page}`);
        assert.equal(now.headers.get('x-cache'), 'HIT', `${page}: still stored after the deploy`);
        assert.equal(now.html, html, `${page}: the page stored from release 1`);
      }
      // Cold in Varnish: each asked of an instance, none answered from a copy stored before.
      const key = { 'x-purge-secret': stack.secrets.purge };
      for (const asset of oldGraph.keys()) {
        const banned = await fetch(`${stack.varnishUrl}${asset}`, { method: 'BAN', headers: key });
        assert.equal(banned.status, 200, `the ban of ${asset}`);
      }
      const found = await checkFiles(stack.varnishUrl, oldGraph, 'through Varnish');
      for (const url of stack.instanceUrls) found.push(...(await checkFiles(url, oldGraph, `from ${url}`)));
      problems.push(...found);
      // Counted, not listed: without the protection there are hundreds.
      assert.ok(
        problems.length === 0,
        `pages of one release asking instances of the other: ${summary(problems)}`,
      );
      return [
        `after the roll: the ${stored.size} pages still HITs of release 1; each of the ${oldGraph.size} files they name (${renamed.length} not built by release 2), banned in Varnish first, 200 with release 1's bytes through Varnish and from each of the ${stack.instanceUrls.length} instances on release 2 (${seconds(checking)} s)`,
      ];
    },
  };
}
