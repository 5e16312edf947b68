// Builds the site again as a later release, into a folder of its own (apps/web/dist, release 1, is
// left as it is): the production-shape test's rolling restart deploys it, and its skew drill
// (skew.mjs) needs a release whose /_astro/ files are really other files, as after a change to code
// every page shares. The one change: each of the project's own modules and stylesheets carries the
// release's name (a statement, a CSS custom property), so the hashed name of every file built from
// them changes, as it would after such a commit. Run as `node build-release.mjs <outDir> <release name>`, from any folder.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '../../apps/web');
// Astro is the site's dependency, not the repository root's.
const { build } = await import(
  pathToFileURL(createRequire(path.join(WEB, 'package.json')).resolve('astro')).href
);

const [outDir, release] = process.argv.slice(2);
if (!outDir || !release || !/^[\w-]+$/.test(release)) {
  process.stderr.write('build-release.mjs <outDir> <release name (letters, digits, -)>\n');
  process.exit(2);
}

/**
 * The release's name in each of the project's own modules (not the dependencies': their chunks keep
 * their names, as between two real releases) and stylesheets: their content, and so their hashes, change.
 */
const releaseMark = {
  name: 'release-mark',
  // Before Tailwind's and Vite's own plugins: the stylesheet's and the module's source gain the line.
  enforce: /** @type {const} */ ('pre'),
  transform(code, id) {
    if (id.startsWith('\0') || id.includes('/node_modules/')) return undefined;
    if (id.endsWith('.css')) return { code: `${code}\n:root{--site-release:"${release}"}`, map: null };
    // A statement with an effect: the minifier keeps it.
    if (/\.(m?[jt]sx?)$/.test(id))
      return { code: `globalThis.__siteRelease = ${JSON.stringify(release)};\n${code}`, map: null };
    return undefined;
  },
};

await build({
  root: WEB,
  outDir: path.resolve(outDir),
  logLevel: 'warn',
  vite: { plugins: [releaseMark] },
});
