import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { breakingVerdict, declarationLines, pendingBumps, removedLines } from './api-breaking.mjs';

const report = (...lines) =>
  [
    '## API Report File for "@insurance-web/x"',
    '',
    '```ts',
    "import * as z from 'zod/mini';",
    '',
    ...lines,
    '',
    '```',
    '',
  ].join('\n');

describe('the breaking-change check', () => {
  it('reads the declarations of a report, not its comments, imports or blank lines', () => {
    expect(
      declarationLines(
        report('// @public', 'export function a(): void;', '', '// (undocumented)', 'export const b = 1;'),
      ),
    ).toEqual(['export function a(): void;', 'export const b = 1;']);
  });

  it('finds what a release had and the current API lacks: a removed export, a changed type', () => {
    const released = report('export function a(): void;', 'export interface O {', 'x: string;', '}');
    expect(
      removedLines(
        released,
        report('export function a(): void;', 'export interface O {', 'x: string;', 'y?: number;', '}'),
      ),
    ).toEqual([]);
    expect(removedLines(released, report('export interface O {', 'x: string;', '}'))).toEqual([
      'export function a(): void;',
    ]);
    expect(
      removedLines(released, report('export function a(): void;', 'export interface O {', 'x: number;', '}')),
    ).toEqual(['x: string;']);
  });

  it('never reports an addition as breaking, and always reports a removal (any reports)', () => {
    const lines = fc.array(fc.stringMatching(/^[a-z]{1,6}: [a-z]{1,6};$/), { maxLength: 12 });
    fc.assert(
      fc.property(
        lines,
        lines,
        (kept, added) => removedLines(report(...kept), report(...kept, ...added)).length === 0,
      ),
    );
    fc.assert(
      fc.property(lines, fc.stringMatching(/^[A-Z]{1,6}: number;$/), (kept, gone) =>
        removedLines(report(...kept, gone), report(...kept)).includes(gone),
      ),
    );
  });

  it('takes the highest pending bump per package from the changesets', () => {
    expect(
      pendingBumps([
        '---\n"@insurance-web/ui": minor\n"@insurance-web/careers": patch\n---\n\nText.',
        "---\n'@insurance-web/ui': major\n---\n\nText.",
        '---\n"@insurance-web/careers": minor\n---\n',
      ]),
    ).toEqual({ '@insurance-web/ui': 'major', '@insurance-web/careers': 'minor' });
  });

  it('passes a removal only with a major bump', () => {
    const input = {
      name: '@insurance-web/x',
      releasedReports: { 'index.api.md': report('export const a = 1;') },
      currentReports: { 'index.api.md': report('export const b = 1;') },
    };
    expect(breakingVerdict({ ...input, bumps: { '@insurance-web/x': 'minor' } })).toEqual({
      name: '@insurance-web/x',
      removed: { 'index.api.md': ['export const a = 1;'] },
      ok: false,
    });
    expect(breakingVerdict({ ...input, bumps: { '@insurance-web/x': 'major' } }).ok).toBe(true);
    // An entry point that is gone removes everything it had.
    expect(breakingVerdict({ ...input, currentReports: {}, bumps: {} }).removed).toEqual({
      'index.api.md': ['export const a = 1;'],
    });
  });
});

describe('node scripts/api-breaking.mjs, in a repository with a release tag', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = () =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'api-breaking.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });

  it('fails a removal since the release until a major changeset is pending', () => {
    root = mkdtempSync(path.join(tmpdir(), 'api-breaking-'));
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    mkdirSync(path.join(root, 'packages/x/api'), { recursive: true });
    mkdirSync(path.join(root, 'packages/never/api'), { recursive: true });
    mkdirSync(path.join(root, '.changeset'));
    writeFileSync(path.join(root, 'packages/x/package.json'), JSON.stringify({ name: '@insurance-web/x' }));
    writeFileSync(
      path.join(root, 'packages/never/package.json'),
      JSON.stringify({ name: '@insurance-web/never' }),
    );
    writeFileSync(path.join(root, 'packages/never/api/index.api.md'), report('export const n = 1;'));
    writeFileSync(
      path.join(root, 'packages/x/api/index.api.md'),
      report('export const a = 1;', 'export const b = 2;'),
    );
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'x 1.0.0', '--allow-empty');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x 1.0.0');
    git('tag', '@insurance-web/x@1.0.0');

    writeFileSync(
      path.join(root, 'packages/x/api/index.api.md'),
      report('export const a = 1;', 'export const c = 3;'),
    );
    let result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('@insurance-web/x: its API since @insurance-web/x@1.0.0 breaks callers');
    expect(result.stderr).toContain('- export const b = 2;');
    expect(result.stdout).toContain('@insurance-web/never: never released, no API to break');

    writeFileSync(
      path.join(root, '.changeset/x-minor.md'),
      '---\n"@insurance-web/x": minor\n---\n\nRenamed b to c.\n',
    );
    expect(run().status).toBe(1);
    writeFileSync(
      path.join(root, '.changeset/x-major.md'),
      '---\n"@insurance-web/x": major\n---\n\nRenamed b to c.\n',
    );
    result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      '@insurance-web/x: breaking, with a major changeset since @insurance-web/x@1.0.0',
    );

    // Only additions since the release: compatible, no changeset needed.
    rmSync(path.join(root, '.changeset/x-major.md'));
    rmSync(path.join(root, '.changeset/x-minor.md'));
    writeFileSync(
      path.join(root, 'packages/x/api/index.api.md'),
      report('export const a = 1;', 'export const b = 2;', 'export const d = 4;'),
    );
    result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('@insurance-web/x: compatible since @insurance-web/x@1.0.0');
  });
});
