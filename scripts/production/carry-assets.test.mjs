import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSETS, carryAssets, HISTORY, stageAssets } from '../../deploy/carry-assets.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A release folder whose build has `files` in dist/client/_astro (each file's text: its name). */
function release(name, files) {
  const parent = mkdtempSync(path.join(tmpdir(), 'carry-assets-'));
  folders.push(parent);
  const dir = path.join(parent, name);
  mkdirSync(path.join(dir, ASSETS), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, ASSETS, file), file);
  return dir;
}
const assets = (dir) => readdirSync(path.join(dir, ASSETS)).sort();
const DAY = 86_400_000;

describe('deploy/carry-assets.mjs', () => {
  it('gives a new release the previous one’s files, keeps its own, and records where each came from', () => {
    const one = release('release-1', ['a.1.js', 'shared.0.js']);
    const two = release('release-2', ['a.2.js', 'shared.0.js']);
    const now = new Date('2026-12-07T08:00:00Z');
    expect(carryAssets({ previous: one, next: two, now })).toEqual({ carried: 1, releases: ['release-1'] });
    expect(assets(two)).toEqual(['a.1.js', 'a.2.js', 'shared.0.js']);
    expect(readFileSync(path.join(two, ASSETS, 'a.1.js'), 'utf8')).toBe('a.1.js');
    const { releases } = JSON.parse(readFileSync(path.join(two, HISTORY), 'utf8'));
    expect(releases).toEqual([
      { release: 'release-2', current: now.toISOString(), replaced: null, files: ['a.2.js', 'shared.0.js'] },
      { release: 'release-1', current: null, replaced: now.toISOString(), files: ['a.1.js', 'shared.0.js'] },
    ]);
  });

  it('drops a release replaced more than the kept days ago, never the previous one', () => {
    const start = Date.parse('2026-12-01T00:00:00Z');
    const one = release('release-1', ['a.1.js']);
    const two = release('release-2', ['a.2.js']);
    const three = release('release-3', ['a.3.js']);
    const four = release('release-4', ['a.4.js']);
    carryAssets({ previous: one, next: two, now: new Date(start) });
    // Release 1 replaced 2 days before: kept.
    carryAssets({ previous: two, next: three, now: new Date(start + 2 * DAY) });
    expect(assets(three)).toEqual(['a.1.js', 'a.2.js', 'a.3.js']);
    // Ten days after it was replaced, release 1 goes; release 2, replaced 8 days ago, too, but
    // release 3 (the previous) stays however long it was current.
    expect(carryAssets({ previous: three, next: four, now: new Date(start + 10 * DAY), days: 7 })).toEqual({
      carried: 1,
      releases: ['release-3'],
    });
    expect(assets(four)).toEqual(['a.3.js', 'a.4.js']);
  });

  it('refuses to carry into a release twice', () => {
    const one = release('release-1', ['a.1.js']);
    const two = release('release-2', ['a.2.js']);
    carryAssets({ previous: one, next: two });
    expect(() => carryAssets({ previous: one, next: two })).toThrow(/has carried assets already/);
  });

  it('stages the new release’s own files into the running ones, replacing none', () => {
    const one = release('release-1', ['a.1.js', 'shared.0.js']);
    const two = release('release-2', ['a.2.js', 'shared.0.js']);
    writeFileSync(path.join(one, ASSETS, 'shared.0.js'), 'release 1’s copy');
    expect(stageAssets({ next: two, running: [one] })).toBe(1);
    expect(assets(one)).toEqual(['a.1.js', 'a.2.js', 'shared.0.js']);
    expect(readFileSync(path.join(one, ASSETS, 'shared.0.js'), 'utf8')).toBe('release 1’s copy');
  });
});
