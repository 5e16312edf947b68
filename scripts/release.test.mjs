import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_TASKS } from './release.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('pnpm release', () => {
  it('publishes nowhere unless RELEASE_REGISTRY names the registry, whatever npm_config_registry says', () => {
    // `pnpm run` sets npm_config_registry to npmjs.org by default: it must not count as a choice.
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'RELEASE_REGISTRY')),
      npm_config_registry: 'https://registry.npmjs.org/',
    };
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'release.mjs')], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('name the registry to publish to: RELEASE_REGISTRY=');
  });

  it('runs checks that are turbo tasks and scripts of every package (turbo skips a package without the script)', () => {
    const { tasks } = JSON.parse(readFileSync(path.join(root, 'turbo.json'), 'utf8'));
    for (const dir of readdirSync(path.join(root, 'packages'))) {
      const manifest = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
      for (const task of RELEASE_TASKS) {
        expect(tasks).toHaveProperty(task);
        expect(manifest.scripts, `${dir} has no ${task} script`).toHaveProperty(task);
      }
    }
  });
});
