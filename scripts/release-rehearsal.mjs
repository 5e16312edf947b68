// The release, rehearsed: what a release manager runs (`changeset version`, then `changeset publish`),
// on a scratch clone of the committed HEAD, publishing every package to a local registry (Verdaccio,
// started here on a free port, no uplink: nothing leaves the machine). Then each published package
// is read back from the registry: its version, its tarball's files, no `workspace:` range left.
//   node scripts/release-rehearsal.mjs            (after the packages' build: it publishes their dist/)
//   node scripts/release-rehearsal.mjs --keep     leaves the registry running for consumer apps (Ctrl+C)
// In code (scripts/consumer-apps.mjs): `const { url, versions, close } = await rehearseRelease({ keep: true })`
// prints the same table and leaves the registry up until `close()`.
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runServer } from 'verdaccio';

const root = path.resolve(import.meta.dirname, '..');
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

/**
 * The whole rehearsal, resolving once the packages are published and read back (the table is printed
 * either way; `failed` says whether a check failed). Without `keep` the registry is closed before it
 * resolves; with it, the registry stays up until the caller's `close()`.
 * @param {{ keep?: boolean }} [options]
 * @returns {Promise<{ url: string, versions: Record<string, string>, failed: boolean, close: () => void,
 *   publishUpgrade: (bumps: Record<string, 'patch' | 'minor' | 'major'>) =>
 *     Promise<{ versions: Record<string, string>, manifests: Record<string, { peerDependencies?: Record<string, string> }> }> }>}
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
  // `workspace:` range from the installed workspace. Each package publishes the dist/ built from the
  // same sources.
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
  for (const { dir } of publishedPackages()) {
    const dist = path.join(root, 'packages', dir, 'dist');
    if (!existsSync(dist)) throw new Error(`packages/${dir} is not built: run the build first`);
    cpSync(dist, path.join(scratch, 'packages', dir, 'dist'), { recursive: true });
  }
  const before = Object.fromEntries(publishedPackages().map(({ pkg }) => [pkg.name, pkg.version]));

  const pending = readdirSync(path.join(scratch, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  run(process.execPath, [changesets, 'version']);
  const versions = Object.fromEntries(publishedPackages().map(({ pkg }) => [pkg.name, pkg.version]));

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
    // Git tags need no author; the publish commit is not made (`changeset publish` only tags).
    const env = { ...process.env, npm_config_registry: `${url}/` };
    const output = await runAsync(process.execPath, [changesets, 'publish'], { env });

    const rows = [];
    let failed = false;
    for (const { dir, pkg } of publishedPackages()) {
      const packument = await (await fetch(`${url}/${pkg.name.replace('/', '%2f')}`)).json();
      const published = packument?.versions?.[pkg.version];
      const problems = [];
      if (packument?.['dist-tags']?.latest !== pkg.version)
        problems.push(`latest is ${packument?.['dist-tags']?.latest}`);
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
      const tagged = run('git', ['tag', '--list', `${pkg.name}@${pkg.version}`]).trim() !== '';
      if (!tagged) problems.push('no git tag');
      failed ||= problems.length > 0;
      rows.push({
        package: pkg.name,
        before: before[pkg.name],
        published: pkg.version,
        files: files.length,
        tag: tagged ? `${pkg.name}@${pkg.version}` : '–',
        problems: problems.join('; ') || '–',
      });
    }
    // The releases now have tags: the breaking-change check compares each package with its own.
    const breaking = await runAsync(process.execPath, [path.join(scratch, 'scripts', 'api-breaking.mjs')]);
    const compatible = breaking.split('\n').filter((line) => /: compatible since /.test(line));
    if (compatible.length !== rows.length) {
      failed = true;
      console.error(`The breaking-change check after the release:\n${breaking}`);
    }
    console.table(rows);
    console.log(
      `Rehearsed: ${pending.length} changesets, ${rows.length} packages published to ${url} in ${Math.round((Date.now() - started) / 1000)} s; ` +
        `the breaking-change check finds each compatible with its new tag (${compatible.length}/${rows.length})`,
    );
    if (failed) console.error(output);
    rehearsed = true;
    /**
     * A later release of some packages alone (`{ name: 'patch' | 'minor' | 'major' }`), versioned and
     * published to the same registry as a release manager would: the consumer apps' one-package
     * upgrade. Resolves to every package's version after it, and what each published one depends on.
     */
    const publishUpgrade = async (bumps) => {
      const names = Object.keys(bumps);
      writeFileSync(
        path.join(scratch, '.changeset', 'rehearsal-upgrade.md'),
        `---\n${names.map((name) => `"${name}": ${bumps[name]}`).join('\n')}\n---\n\nA later release of ${names.join(', ')} alone.\n`,
      );
      run(process.execPath, [changesets, 'version']);
      await runAsync(process.execPath, [changesets, 'publish'], { env });
      const upgraded = Object.fromEntries(publishedPackages().map(({ pkg }) => [pkg.name, pkg.version]));
      const manifests = {};
      for (const name of names) {
        const packument = await (await fetch(`${url}/${name.replace('/', '%2f')}`)).json();
        const published = packument?.versions?.[upgraded[name]];
        if (!published) throw new Error(`${name}@${upgraded[name]} was not published`);
        manifests[name] = published;
      }
      return { versions: upgraded, manifests };
    };
    return { url, versions, failed, close: keep ? close : () => {}, publishUpgrade };
  } finally {
    if (!keep || !rehearsed) close();
  }
}

async function main() {
  const keep = process.argv.includes('--keep');
  const { url, versions, failed, close } = await rehearseRelease({ keep });
  if (failed) process.exitCode = 1;
  if (keep) {
    console.log(
      `The registry stays up at ${url} (Ctrl+C stops it); the versions: ${JSON.stringify(versions)}`,
    );
    await new Promise((resolve) => process.once('SIGINT', resolve));
    close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.stderr ?? error);
    process.exit(1);
  });
}
