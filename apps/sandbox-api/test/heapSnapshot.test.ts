import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heapGrowth, summarizeHeapSnapshot } from '../scripts/heapSnapshot.ts';

// The soak's leak check (scripts/soak.ts) compares two heap snapshots of the sandbox. Here a small
// Node process writes two real ones, keeping 5,000 objects of its own class between them: the
// comparison must name that class first, with the count and about the bytes it kept.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LEAKING = `
const v8 = require('node:v8');
const path = require('node:path');
class KeptLead { constructor(n) { this.n = n; this.name = 'Lead ' + n; } }
const kept = [];
v8.writeHeapSnapshot(path.join(process.argv[1], 'before.heapsnapshot'));
for (let n = 0; n < 5000; n += 1) kept.push(new KeptLead(n));
v8.writeHeapSnapshot(path.join(process.argv[1], 'after.heapsnapshot'));
globalThis.kept = kept;
`;

// Two heap snapshots of a child process: it ran over 30 s beside npm test's other suites under load.
describe('heap snapshot comparison', { timeout: 120_000 }, () => {
  it('names what a process kept between two snapshots, with its count and size', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heap-'));
    dirs.push(dir);
    const run = spawnSync(process.execPath, ['-e', LEAKING, dir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const before = summarizeHeapSnapshot(path.join(dir, 'before.heapsnapshot'));
    const after = summarizeHeapSnapshot(path.join(dir, 'after.heapsnapshot'));
    expect(before.groups.get('KeptLead (object)')).toBeUndefined();
    expect(after.groups.get('KeptLead (object)')?.count).toBe(5000);
    const [first] = heapGrowth(before, after);
    expect(first?.name).toBe('KeptLead (object)');
    expect(first?.count).toBe(5000);
    // Each object holds two fields at least: more than 5000 × 16 bytes, well under a megabyte.
    expect(first?.bytes).toBeGreaterThan(80_000);
    expect(after.totalBytes - before.totalBytes).toBeGreaterThan(first?.bytes ?? 0);
  });
});
