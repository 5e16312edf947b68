// The release, rehearsed as a release manager runs it (RELEASING.md), on a scratch clone of the
// committed HEAD, against a local registry (Verdaccio, started here on a free port, no uplink:
// nothing leaves the machine):
//   1. `pnpm release` publishes the COMMITTED versions (build and checks from the project's turbo
//      cache, `changeset publish`, git tags in the clone); each package is read back from the
//      registry: its version as `latest`, its tarball's files, no `workspace:` range left, its tag.
//      A ui major's release plan is checked too: every block package must follow it.
//   2. `publishPatch(name)`: a patch changeset on one package, `changeset version`, a commit and
//      `pnpm release --no-git-tag`: only that package (and what must follow it) moves.
//   3. `rehearseNext()`: the `next` pre-release channel once (`changeset pre enter next`, a
//      content-sections patch and the changesets pending on the branch, version, publish under the
//      `next` dist-tag); npm gives a consumer the pre-release only when asked for `next`;
//      `changeset pre exit` then versions it stable.
//   node scripts/release-rehearsal.mjs            (after the packages' build: all three steps)
//   node scripts/release-rehearsal.mjs --keep     leaves the registry running for consumer apps (Ctrl+C)
// In code (scripts/consumer-apps.mjs): `const registry = await rehearseRelease({ keep: true })`, then
// `registry.publishPatch(name, follows)` and `registry.rehearseNext()`, and `registry.close()`.
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runServer } from 'verdaccio';

const root = path.resolve(import.meta.dirname, '..');
const BLOCK_PACKAGES = [
  '@insurance-web/branch-map',
  '@insurance-web/callback-forms',
  '@insurance-web/careers',
  '@insurance-web/casco-dialog',
  '@insurance-web/content-sections',
];
// One rehearsal at a time: set by rehearseRelease.
let work;
let scratch;
let changesets;

const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
/** For commands that talk to the registry: it answers from this process, so nothing may block it. */
const runAsync = async (command, args, options = {}) =>
  (
    await promisify(execFile)(command, args, {
      cwd: scratch,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      ...options,
    })
  ).stdout;

/** Verdaccio on a free loopback port: its own storage and users, no uplink to npmjs. */
async function startRegistry() {
  const storage = path.join(work, 'storage');
  mkdirSync(storage);
  const server = await runServer({
    self_path: work,
    storage,
    auth: { htpasswd: { file: path.join(work, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: {
      '@insurance-web/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
    publish: { allow_offline: true },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  // `npm adduser`, as the registry's API has it: the answer carries the token to publish with.
  const answer = await fetch(`${url}/-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-only', type: 'user', roles: [] }),
  });
  if (!answer.ok) throw new Error(`the registry refused the user: ${answer.status} ${await answer.text()}`);
  const { token } = await answer.json();
  return { server, url, token };
}

function publishedPackages() {
  return readdirSync(path.join(scratch, 'packages'))
    .map((dir) => ({
      dir,
      pkg: JSON.parse(readFileSync(path.join(scratch, 'packages', dir, 'package.json'), 'utf8')),
    }))
    .filter(({ pkg }) => !pkg.private);
}

const currentVersions = () =>
  Object.fromEntries(publishedPackages().map(({ pkg }) => [pkg.name, pkg.version]));

/** The packages whose version differs between two `{ name: version }` maps, sorted. */
const movedBetween = (before, after) =>
  Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .sort();

const pendingChangesets = (dir) =>
  readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');

/** The project's turbo cache: a git worktree's is its main checkout's (where turbo keeps it). */
function turboCacheDir() {
  if (process.env.TURBO_CACHE_DIR) return process.env.TURBO_CACHE_DIR;
  const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  return path.join(path.dirname(common), '.turbo', 'cache');
}

/**
 * The whole first step, resolving once the committed versions are published and read back (the
 * table is printed either way; `failed` says whether a check failed). Without `keep` the registry
 * is closed before it resolves; with it, the registry stays up until the caller's `close()`.
 * @param {{ keep?: boolean }} [options]
 * @returns {Promise<{ url: string, versions: Record<string, string>, failed: boolean, close: () => void,
 *   publishPatch: (name: string, follows?: string[]) => Promise<{ versions: Record<string, string>, checks: Check[] }>,
 *   rehearseNext: () => Promise<{ versions: Record<string, string>, checks: Check[] }> }>}
 * @typedef {{ check: string, ok: boolean, detail: string }} Check
 */
export async function rehearseRelease({ keep = false } = {}) {
  work = mkdtempSync(path.join(tmpdir(), 'release-rehearsal-'));
  scratch = path.join(work, 'repo');
  changesets = path.join(scratch, 'node_modules', '@changesets', 'cli', 'bin.js');
  try {
    return await rehearse(keep, work);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

async function rehearse(keep, work) {
  const started = Date.now();
  execFileSync('git', ['clone', '--quiet', '--shared', root, scratch]);
  // The scratch clone installs from the store (offline, no scripts): pnpm publish resolves each
  // `workspace:` range from the installed workspace.
  // Only the packages' dependencies (and the root's tools): not the host app's, Storybook's or the CMS's.
  run('pnpm', [
    'install',
    '--offline',
    '--frozen-lockfile',
    '--ignore-scripts',
    '--reporter=silent',
    '--filter',
    './packages/*',
  ]);
  // The build of these sources, as turbo's cache holds it: `pnpm release`'s turbo run finds the build
  // and the checks of the same inputs there (the checks' inputs include dist/, present from the start).
  for (const { dir } of publishedPackages()) {
    const dist = path.join(root, 'packages', dir, 'dist');
    if (!existsSync(dist)) throw new Error(`packages/${dir} is not built: run the build first`);
    cpSync(dist, path.join(scratch, 'packages', dir, 'dist'), { recursive: true });
  }
  // A release publishes the committed versions: the changesets pending on the branch belong to the
  // next version. They wait outside until the `next` channel's rehearsal versions them.
  const pending = path.join(work, 'pending');
  mkdirSync(pending);
  const pendingFiles = pendingChangesets(path.join(scratch, '.changeset'));
  for (const file of pendingFiles) {
    renameSync(path.join(scratch, '.changeset', file), path.join(pending, file));
  }
  const git = (...args) =>
    run('git', ['-c', 'user.name=Release rehearsal', '-c', 'user.email=rehearsal@localhost', ...args]);
  git('commit', '--quiet', '--allow-empty', '-am', 'Rehearsal: the pending changesets set aside');
  const versions = currentVersions();

  const { server, url, token } = await startRegistry();
  const close = () => {
    server.close();
    rmSync(work, { recursive: true, force: true });
  };
  // Kept up for the caller (`keep`) only when the rehearsal got through: on an error it closes, or
  // its open server would keep the process alive with nothing left to do (the consumer apps hung).
  let rehearsed = false;
  try {
    const host = url.replace(/^http:/, '');
    const npmrc = path.join(scratch, '.npmrc');
    const settings = existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : '';
    writeFileSync(npmrc, `${settings}\nregistry=${url}/\n${host}/:_authToken=${token}\n`);
    // The token as a release manager keeps it, in the user's npm configuration: the publish of the
    // packed tarballs runs outside the project, where only that one is read.
    const userConfig = path.join(work, 'user.npmrc');
    writeFileSync(userConfig, `${host}/:_authToken=${token}\n`);
    // `pnpm release` as a release manager runs it, in a clean environment: not the npm_config_* of
    // the pnpm that started this, nor the variables of a turbo task this may run in.
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|TURBO_|INIT_CWD)/i.test(key)),
      ),
      RELEASE_REGISTRY: `${url}/`,
      npm_config_registry: `${url}/`,
      npm_config_userconfig: userConfig,
      TURBO_CACHE_DIR: turboCacheDir(),
      TURBO_TELEMETRY_DISABLED: '1',
    };
    /** `pnpm release …` in the clone: its `›` lines (the rest is shown when it fails). */
    const release = async (...args) => {
      const from = Date.now();
      try {
        const output = await runAsync('pnpm', ['--silent', 'release', ...args], { env });
        // changesets' spinner ends its lines without a newline: a `›` line may follow it on the same one.
        const lines = output.match(/› .*/g) ?? [];
        console.log(
          `$ pnpm release ${args.join(' ')} (${Math.round((Date.now() - from) / 1000)} s)\n${lines.join('\n')}`,
        );
        return lines;
      } catch (error) {
        console.error(`pnpm release ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
        throw error;
      }
    };
    const packument = async (name) => (await fetch(`${url}/${name.replace('/', '%2f')}`)).json();
    const tagged = (name, version) => run('git', ['tag', '--list', `${name}@${version}`]).trim() !== '';
    /** What `changeset version` would move for these bumps, the clone left as it was. */
    const planFor = (bumps, summary) => {
      const before = currentVersions();
      writeFileSync(
        path.join(scratch, '.changeset', 'rehearsal-plan.md'),
        `---\n${Object.entries(bumps)
          .map(([name, bump]) => `"${name}": ${bump}`)
          .join('\n')}\n---\n\n${summary}\n`,
      );
      run(process.execPath, [changesets, 'version']);
      const after = currentVersions();
      run('git', ['checkout', '--quiet', '--', 'packages', '.changeset']);
      rmSync(path.join(scratch, '.changeset', 'rehearsal-plan.md'), { force: true });
      return Object.fromEntries(movedBetween(before, after).map((name) => [name, after[name]]));
    };

    const releaseLines = await release();
    const rows = [];
    let failed = false;
    for (const { dir, pkg } of publishedPackages()) {
      const manifest = await packument(pkg.name);
      const published = manifest?.versions?.[pkg.version];
      const problems = [];
      if (manifest?.['dist-tags']?.latest !== pkg.version)
        problems.push(`latest is ${manifest?.['dist-tags']?.latest}`);
      if (!published) problems.push('version missing');
      const ranges = JSON.stringify({ ...published?.dependencies, ...published?.peerDependencies });
      if (ranges.includes('workspace:')) problems.push(`workspace: range left (${ranges})`);
      let files = [];
      if (published) {
        const tarball = path.join(work, `${dir}.tgz`);
        writeFileSync(tarball, Buffer.from(await (await fetch(published.dist.tarball)).arrayBuffer()));
        files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
        for (const needed of [
          'package/package.json',
          'package/README.md',
          'package/CHANGELOG.md',
          'package/dist/index.js',
          'package/dist/index.d.ts',
        ]) {
          if (!files.includes(needed)) problems.push(`${needed.slice(8)} not in the tarball`);
        }
        if (files.some((file) => /\.(stories|test)\.|\/src\//.test(file)))
          problems.push('sources or tests in the tarball');
      }
      const isTagged = tagged(pkg.name, pkg.version);
      if (!isTagged) problems.push('no git tag');
      failed ||= problems.length > 0;
      rows.push({
        package: pkg.name,
        committed: versions[pkg.name],
        latest: manifest?.['dist-tags']?.latest ?? '–',
        files: files.length,
        tag: isTagged ? `${pkg.name}@${pkg.version}` : '–',
        problems: problems.join('; ') || '–',
      });
    }
    if (!releaseLines.some((line) => line.startsWith('› Published: '))) {
      failed = true;
      console.error('pnpm release did not say what it published');
    }
    // The releases now have tags: the breaking-change check compares each package with its own.
    const breaking = await runAsync(process.execPath, [path.join(scratch, 'scripts', 'api-breaking.mjs')]);
    const compatible = breaking.split('\n').filter((line) => /: compatible since /.test(line));
    if (compatible.length !== rows.length) {
      failed = true;
      console.error(`The breaking-change check after the release:\n${breaking}`);
    }
    // Run again, it publishes nothing: only versions the registry lacks are published.
    const again = await release();
    const nothingAgain = again.some((line) => line.startsWith('› Nothing to publish'));
    if (!nothingAgain) {
      failed = true;
      console.error('pnpm release, run again, did not find everything published');
    }
    // How peers move (RELEASING.md): a ui major leaves every block package's `^1` range, so its
    // changeset makes each of them major too (scripts/changeset-check.mjs asks for it); nothing else moves.
    const uiMajor = planFor(
      Object.fromEntries(['@insurance-web/ui', ...BLOCK_PACKAGES].map((name) => [name, 'major'])),
      'A ui major and its peer dependents (the plan only).',
    );
    const expectedMajor = ['@insurance-web/ui', ...BLOCK_PACKAGES].sort();
    const majorOk =
      JSON.stringify(Object.keys(uiMajor).sort()) === JSON.stringify(expectedMajor) &&
      Object.values(uiMajor).every((version) => version === '2.0.0');
    if (!majorOk) failed = true;
    console.table(rows);
    console.log(
      `Rehearsed: the committed versions of ${rows.length} packages published to ${url} with \`pnpm release\` ` +
        `in ${Math.round((Date.now() - started) / 1000)} s (${pendingFiles.length} pending changesets set aside); ` +
        `run again, ${nothingAgain ? 'it publishes nothing' : 'it PUBLISHED AGAIN'}; ` +
        `the breaking-change check finds each compatible with its new tag (${compatible.length}/${rows.length}); ` +
        `a ui major's plan: ${Object.entries(uiMajor)
          .map(([name, version]) => `${name.slice(15)} ${version}`)
          .join(
            ', ',
          )} (${majorOk ? 'the block packages with it, nothing else' : 'NOT the block packages alone at 2.0.0'})`,
    );
    rehearsed = true;

    /**
     * A patch of one package, as a release manager makes it: the changeset, `changeset version`,
     * the commit, `pnpm release --no-git-tag` (this rehearses the release without tags). `follows`
     * names the packages that must move with it (none for ui: every block package's `^` range
     * takes a patch of its peer).
     */
    const publishPatch = async (name, follows = []) => {
      const before = currentVersions();
      writeFileSync(
        path.join(scratch, '.changeset', 'rehearsal-patch.md'),
        `---\n"${name}": patch\n---\n\nA fix a site gets by upgrading ${name} alone (rehearsal).\n`,
      );
      run(process.execPath, [changesets, 'version']);
      const after = currentVersions();
      git('commit', '--quiet', '-am', `Version packages: ${name} patch (rehearsal)`);
      const moved = movedBetween(before, after);
      const expected = [name, ...follows].sort();
      const lines = await release('--no-git-tag', '--skip-build');
      const checks = [
        {
          check: `a patch changeset on ${name} moves ${expected.join(', ')} only`,
          ok: JSON.stringify(moved) === JSON.stringify(expected),
          detail: moved.map((moving) => `${moving} ${before[moving]} → ${after[moving]}`).join(', '),
        },
      ];
      const latest = {};
      for (const pkg of Object.keys(after)) latest[pkg] = (await packument(pkg))?.['dist-tags']?.latest;
      const wrong = Object.keys(after).filter((pkg) => latest[pkg] !== after[pkg]);
      checks.push({
        check: 'pnpm release publishes it as latest; the others stay',
        ok: wrong.length === 0 && lines.some((line) => line.startsWith('› Published: ')),
        detail: wrong.length
          ? `latest differs: ${wrong.map((pkg) => `${pkg} ${latest[pkg]} (committed ${after[pkg]})`).join(', ')}`
          : (lines.find((line) => line.startsWith('› Published: ')) ?? 'no Published line'),
      });
      const untaggedLine = lines.find((line) => line.startsWith('› Git tags: not made'));
      checks.push({
        check: '--no-git-tag makes no tag and says so',
        ok: Boolean(untaggedLine) && moved.every((pkg) => !tagged(pkg, after[pkg])),
        detail: untaggedLine ?? 'no line about the tags',
      });
      return { versions: after, checks };
    };

    /**
     * The `next` channel once: the pending changesets back, `changeset pre enter next`, a
     * content-sections patch, version, commit, `pnpm release` (dist-tag `next`); then what a
     * consumer's npm resolves, and `changeset pre exit` (versioned, not published). One package, for
     * time: a ui pre-release would take every block package along (RELEASING.md).
     */
    const rehearseNext = async () => {
      for (const file of pendingFiles) {
        renameSync(path.join(pending, file), path.join(scratch, '.changeset', file));
      }
      const before = currentVersions();
      const latestBefore = {};
      for (const pkg of Object.keys(before))
        latestBefore[pkg] = (await packument(pkg))?.['dist-tags']?.latest;
      run(process.execPath, [changesets, 'pre', 'enter', 'next']);
      writeFileSync(
        path.join(scratch, '.changeset', 'rehearsal-next.md'),
        '---\n"@insurance-web/content-sections": patch\n---\n\nA fix to try before it is released (rehearsal).\n',
      );
      run(process.execPath, [changesets, 'version']);
      const after = currentVersions();
      git('add', '--all', '.changeset', 'packages');
      git('commit', '--quiet', '-m', 'Version packages: next (rehearsal)');
      const moved = movedBetween(before, after);
      const lines = await release('--skip-build');
      const sections = '@insurance-web/content-sections';
      const next = after[sections];
      const checks = [
        {
          check: 'pre enter next: the moved packages get -next versions',
          ok: moved.includes(sections) && moved.every((pkg) => /-next\.\d+$/.test(after[pkg])),
          detail: moved.map((pkg) => `${pkg.slice(15)} ${after[pkg]}`).join(', '),
        },
      ];
      const tags = {};
      for (const pkg of Object.keys(after)) tags[pkg] = (await packument(pkg))?.['dist-tags'] ?? {};
      const notNext = moved.filter((pkg) => tags[pkg].next !== after[pkg]);
      const latestMoved = Object.keys(after).filter((pkg) => tags[pkg].latest !== latestBefore[pkg]);
      checks.push({
        check: 'published under the next dist-tag; latest unchanged',
        ok:
          notNext.length === 0 &&
          latestMoved.length === 0 &&
          lines.some((line) => line.includes('pre-release mode: dist-tag next')),
        detail:
          notNext.length || latestMoved.length
            ? `next differs: ${notNext.join(', ') || '–'}; latest moved: ${latestMoved.join(', ') || '–'}`
            : `${sections.slice(15)}: ${JSON.stringify(tags[sections])}`,
      });
      // What a consumer's npm installs for each spec: `npm pack --dry-run` resolves as `npm install` does.
      const consumer = path.join(work, 'consumer');
      mkdirSync(consumer, { recursive: true });
      writeFileSync(path.join(consumer, '.npmrc'), `@insurance-web:registry=${url}/\n`);
      const resolve = async (spec) => {
        const output = await runAsync('npm', ['pack', spec, '--dry-run', '--json', '--loglevel=error'], {
          cwd: consumer,
          env: { ...env, npm_config_registry: undefined },
        });
        return JSON.parse(output)[0]?.version;
      };
      const specs = [sections, `${sections}@^1.0.0`, `${sections}@next`];
      const resolved = {};
      for (const spec of specs) resolved[spec] = await resolve(spec);
      checks.push({
        check: 'a consumer gets the pre-release only by asking for next',
        ok:
          resolved[specs[0]] === latestBefore[sections] &&
          resolved[specs[1]] === latestBefore[sections] &&
          resolved[specs[2]] === next,
        detail: Object.entries(resolved)
          .map(([spec, version]) => `${spec} → ${version}`)
          .join(', '),
      });
      run(process.execPath, [changesets, 'pre', 'exit']);
      run(process.execPath, [changesets, 'version']);
      const stable = currentVersions();
      const stableNext = next.replace(/-next\.\d+$/, '');
      checks.push({
        check: 'pre exit: the next version is stable',
        ok:
          stable[sections] === stableNext &&
          Object.values(stable).every((version) => !version.includes('-')) &&
          !existsSync(path.join(scratch, '.changeset', 'pre.json')) &&
          pendingChangesets(path.join(scratch, '.changeset')).length === 0,
        detail: movedBetween(after, stable)
          .map((pkg) => `${pkg.slice(15)} ${stable[pkg]}`)
          .join(', '),
      });
      return { versions: after, checks };
    };
    return { url, versions, failed, close: keep ? close : () => {}, publishPatch, rehearseNext };
  } finally {
    if (!keep || !rehearsed) close();
  }
}

async function main() {
  const keep = process.argv.includes('--keep');
  const started = Date.now();
  const registry = await rehearseRelease({ keep: true });
  const checks = [];
  try {
    const patch = await registry.publishPatch('@insurance-web/ui');
    const next = await registry.rehearseNext();
    checks.push(...patch.checks, ...next.checks);
  } finally {
    console.table(checks.map(({ check, ok, detail }) => ({ check, ok: ok ? 'yes' : 'NO', detail })));
    console.log(`The three steps in ${Math.round((Date.now() - started) / 1000)} s`);
    if (registry.failed || checks.some((check) => !check.ok)) process.exitCode = 1;
    if (keep) {
      console.log(`The registry stays up at ${registry.url} (Ctrl+C stops it)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
    registry.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.stderr ?? error);
    process.exit(1);
  });
}
