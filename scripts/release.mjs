// `pnpm release`: publishes every package whose committed version is not yet in the registry, after
// the build and the package checks, and records each version as a git tag (RELEASING.md).
//   RELEASE_REGISTRY=https://npm.example.cz/ pnpm release                the registry to publish to
//   RELEASE_REGISTRY=… pnpm release --no-git-tag                          publish, make no git tag
//   RELEASE_REGISTRY=… pnpm release --skip-build     publish dist/ as it is, unchecked: only for the
//     rehearsal's later releases of the same sources under new versions (the build holds no version)
// The registry is never assumed: without `RELEASE_REGISTRY` nothing is published. (Not
// `npm_config_registry`: `pnpm run` always sets that one, to npmjs.org when nothing else is set.) It
// is handed to changesets, npm and pnpm as `npm_config_registry`. Its token comes from npm's own
// configuration (`//npm.example.cz/:_authToken=…` in ~/.npmrc), never from here.
// The work is changesets' (`changeset publish-plan`, `changeset publish`): this adds the checks
// before it and says what it did. In pre-release mode (`.changeset/pre.json`) the versions go to
// the mode's dist-tag (`next`), not to `latest`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const gitTag = !process.argv.includes('--no-git-tag');
const skipBuild = process.argv.includes('--skip-build');
const registry = process.env.RELEASE_REGISTRY;

/** The checks a release rests on: the build, publint and are-the-types-wrong, size-limit, the API reports. */
export const RELEASE_TASKS = ['build', 'check-package', 'size', 'api-report'];

const say = (line) => console.log(`› ${line}`);

/** Runs a command with its output shown, resolving when it succeeds (the caller's loop stays free). */
function step(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, npm_config_registry: registry },
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

const changeset = (...args) => [
  process.execPath,
  [path.join(root, 'node_modules', '@changesets', 'cli', 'bin.js'), ...args],
];

/**
 * What `changeset publish` would publish: `{ name, version, tag }` per package not yet in the
 * registry, and what it would only tag. The plan is written to `file`: the pack and the publish below follow it, so the registry
 * is asked once.
 */
async function publishPlan(file) {
  const [command, args] = changeset('publish-plan', '--output', file);
  await step(command, args);
  const { plan } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    toPublish: plan.flat().filter((release) => release.kind === 'publish'),
    // Published, but without their git tag in this clone (a release stopped before its tags).
    toTag: plan.flat().filter((release) => release.kind === 'tag-only'),
  };
}

function committedVersionsOnly() {
  // A release publishes what is committed: a version or a change not committed would be published
  // under a version that no tag or CHANGELOG records.
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  if (changed) throw new Error(`uncommitted changes under packages/: commit them first\n${changed}`);
}

async function main() {
  if (!registry) {
    throw new Error(
      'name the registry to publish to: RELEASE_REGISTRY=https://… pnpm release (RELEASING.md)',
    );
  }
  committedVersionsOnly();
  const pre = existsSync(path.join(root, '.changeset', 'pre.json'))
    ? JSON.parse(readFileSync(path.join(root, '.changeset', 'pre.json'), 'utf8'))
    : undefined;
  // In pre-release mode the changesets already versioned stay in the folder, listed in pre.json.
  const pending = readdirSync(path.join(root, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md' && !pre?.changesets?.includes(file.slice(0, -3)),
  ).length;
  say(
    `Release to ${registry}${pre?.mode === 'pre' ? ` (pre-release mode: dist-tag ${pre.tag})` : ''}; ` +
      `${pending} pending changeset(s) wait for the next \`pnpm version-packages\` and are not part of it`,
  );

  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  try {
    await release(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The plan, the build and checks, the tarballs, the publish and the tags, with `dir` for the files between. */
async function release(dir) {
  const planFile = path.join(dir, 'plan.json');
  const { toPublish: plan, toTag } = await publishPlan(planFile);
  if (plan.length === 0) {
    say('Nothing to publish: every committed version is in the registry');
    if (toTag.length)
      say(
        `In the registry without a git tag here: ${toTag.map(({ name, version }) => `${name}@${version}`).join(', ')}; ` +
          '`git fetch --tags`, or make them with `pnpm changeset git-tag`',
      );
    return;
  }
  say(`To publish: ${plan.map(({ name, version, tag }) => `${name}@${version} (${tag})`).join(', ')}`);

  if (skipBuild) {
    say('Build and checks: skipped (--skip-build): dist/ is published as it is');
  } else {
    say(`Build and checks: turbo run ${RELEASE_TASKS.join(' ')}, then the breaking-change check`);
    await step('pnpm', [
      'exec',
      'turbo',
      'run',
      ...RELEASE_TASKS,
      '--filter=./packages/*',
      '--output-logs=errors-only',
    ]);
  }
  await step(process.execPath, [path.join(root, 'scripts', 'api-breaking.mjs')]);

  // The tarballs of the plan's packages, then their publish (changesets' "artifact" mode): what is
  // published is what was packed after the checks, and the registry is not asked again.
  const packDir = path.join(dir, 'pack');
  await step(...changeset('pack', '--from-publish-plan', planFile, '--out-dir', packDir));
  await step(...changeset('publish', '--from-pack-dir', packDir, ...(gitTag ? [] : ['--no-git-tag'])));

  const released = plan.map(({ name, version }) => `${name}@${version}`);
  say(`Published: ${released.join(', ')}`);
  if (!gitTag) {
    say('Git tags: not made (--no-git-tag); make them later with `pnpm changeset git-tag`');
    return;
  }
  const tags = execFileSync('git', ['tag', '--list', '@insurance-web/*', '--points-at', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const untagged = released.filter((tag) => !tags.includes(tag));
  if (untagged.length) throw new Error(`published without a git tag: ${untagged.join(', ')}`);
  say(`Git tags: ${released.join(', ')}; push them with: git push origin ${released.join(' ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`✗ The release stopped: ${error.message}`);
    process.exit(1);
  });
}
