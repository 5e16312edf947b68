/**
 * Soak: the sandbox under steady load from a second process for five minutes, to show that it holds
 * its pace and does not leak. Warm-up first (one minute by default: JIT, SQLite's cache, the pools),
 * then a heap snapshot of the sandbox, then the rest of the load in one-minute windows, then a
 * second snapshot after the load. Both snapshots start with a full GC, so what grew between them is
 * memory the sandbox kept.
 *
 * Ten connections, each sending its next lead as soon as the last one is answered: the sandbox runs
 * flat out for the whole soak, with a short queue. (autocannon's fixed rate sends each second's
 * requests in one burst at its start, which measures the burst, not the pace.)
 *
 * Passes when every window after the warm-up answers at least 1,000 leads per second with p99 under
 * 50 ms and none falls below 80 % of the best window's pace; no non-2xx answer and no error; every
 * accepted lead is stored; and the live heap after the load is within 1 MB of the heap after the
 * warm-up. Exit code 1 otherwise, naming what failed.
 *
 *   pnpm --filter @insurance-web/sandbox-api soak [--duration 300] [--warmup 60] [--window 60] [--connections 10]
 *   (or SOAK_DURATION / SOAK_WARMUP / SOAK_WINDOW / SOAK_CONNECTIONS)
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { heapGrowth, summarizeHeapSnapshot } from './heapSnapshot.ts';
import {
  type Accepted,
  checkStored,
  cpuLine,
  leadRequests,
  MAX_P99_MS,
  MIN_LEADS_PER_SECOND,
  mb,
  positiveNumber,
  readCpu,
  rssKb,
  type SandboxProcess,
  scriptArgs,
  startSandboxProcess,
  storedFailures,
  write,
} from './underLoad.ts';

/** A window slower than this share of the best one means the pace was not held. */
const HELD_PACE = 0.8;
/** Live heap growth between the snapshots that still counts as flat. */
const MAX_HEAP_GROWTH_BYTES = 1024 * 1024;

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    window: { type: 'string' },
    connections: { type: 'string' },
  },
});
const duration = positiveNumber('duration', args.duration ?? process.env.SOAK_DURATION, 300);
const warmup = positiveNumber('warmup', args.warmup ?? process.env.SOAK_WARMUP, 60);
const windowSeconds = positiveNumber('window', args.window ?? process.env.SOAK_WINDOW, 60);
const connections = Math.round(
  positiveNumber('connections', args.connections ?? process.env.SOAK_CONNECTIONS, 10),
);
if (warmup >= duration)
  throw new Error(`the warm-up (${warmup} s) must be shorter than the soak (${duration} s)`);
const measured = duration - warmup;

const kb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(1)} kB`;

/**
 * Has the sandbox (started with `--heapsnapshot-signal=SIGUSR2`) write a heap snapshot into its
 * folder, and returns the file once written: Node writes it on the main thread, so the sandbox
 * answering again means the file is complete.
 */
async function heapSnapshot(sandbox: SandboxProcess): Promise<string> {
  const snapshots = () => readdirSync(sandbox.dir).filter((name) => name.endsWith('.heapsnapshot'));
  const before = new Set(snapshots());
  process.kill(sandbox.pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const file = snapshots().find((name) => !before.has(name));
    if (file) {
      const answered = await fetch(`${sandbox.url}/`, { signal: AbortSignal.timeout(30_000) });
      await answered.body?.cancel();
      return path.join(sandbox.dir, file);
    }
    if (Date.now() > deadline) throw new Error(`no heap snapshot within 60 s:\n${sandbox.stderr()}`);
    await sleep(100);
  }
}

interface Window {
  ok: number;
  failed: number;
  errors: number;
  latencies: number[];
  rssKb: number[];
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

let sandbox: SandboxProcess | undefined;
try {
  sandbox = await startSandboxProcess((dir) => ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dir}`]);
  const started = sandbox;
  const accepted: Accepted[] = [];
  const requests = leadRequests(started, accepted);
  const load = (seconds: number) =>
    autocannon({
      url: started.url,
      connections,
      duration: seconds,
      timeout: 10,
      requests,
    });
  write(
    `Soak: ${duration} s (${warmup} s warm-up, then ${windowSeconds} s windows), ${connections} connections from this process (pid ${process.pid}) to the sandbox (pid ${started.pid}), request log off`,
  );

  const rssStart = rssKb(started.pid);
  const warm = await load(warmup);
  const afterWarmup = summarizeHeapSnapshot(await heapSnapshot(started));
  write(
    `  warm-up    ${warm['2xx']} leads in ${warm.duration} s (${(warm['2xx'] / warm.duration).toFixed(1)}/s), p99 ${warm.latency.p99} ms; RSS ${mb(rssStart)} before, ${mb(rssKb(started.pid))} after`,
  );

  const windows: Window[] = Array.from({ length: Math.ceil(measured / windowSeconds) }, () => ({
    ok: 0,
    failed: 0,
    errors: 0,
    latencies: [],
    rssKb: [],
  }));
  const start = Date.now();
  const windowNow = () =>
    windows[Math.min(windows.length - 1, Math.floor((Date.now() - start) / 1000 / windowSeconds))] as Window;
  const sampler = setInterval(() => {
    const now = rssKb(started.pid);
    if (now !== undefined) windowNow().rssKb.push(now);
  }, 1000);
  sampler.unref();
  const cpuStart = readCpu(started.pid);
  const instance = load(measured);
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    const window = windowNow();
    if (status >= 200 && status < 300) window.ok += 1;
    else window.failed += 1;
    window.latencies.push(responseTime);
  });
  instance.on('reqError', () => {
    windowNow().errors += 1;
  });
  const soaked: Result = await instance;
  const cpuEnd = readCpu(started.pid);
  clearInterval(sampler);
  await sleep(1000);
  const afterLoad = summarizeHeapSnapshot(await heapSnapshot(started));
  const rssEnd = rssKb(started.pid);

  const exit = await started.stop();
  const stored = checkStored(started.dbFile, accepted);

  const failures: string[] = [];
  const paces = windows.map((window, index) => {
    const seconds = Math.min(windowSeconds, soaked.duration - index * windowSeconds);
    return window.ok / seconds;
  });
  const best = Math.max(...paces);
  write();
  for (const [index, window] of windows.entries()) {
    const pace = paces[index] as number;
    const latency = p99(window.latencies);
    const from = warmup + index * windowSeconds;
    const rss = window.rssKb.length
      ? `RSS ${mb(Math.min(...window.rssKb))}–${mb(Math.max(...window.rssKb))}`
      : 'RSS n/a';
    write(
      `  ${String(from).padStart(4)}–${Math.min(duration, from + windowSeconds)} s  ${pace.toFixed(1)} leads/s, p99 ${latency.toFixed(1)} ms, ${window.failed} non-2xx, ${window.errors} errors; ${rss}`,
    );
    const label = `window ${from}–${Math.min(duration, from + windowSeconds)} s`;
    if (pace < MIN_LEADS_PER_SECOND)
      failures.push(`${label}: ${pace.toFixed(1)} leads/s < ${MIN_LEADS_PER_SECOND}`);
    if (pace < best * HELD_PACE)
      failures.push(
        `${label}: ${pace.toFixed(1)} leads/s, under ${HELD_PACE * 100} % of the best window (${best.toFixed(1)})`,
      );
    if (latency >= MAX_P99_MS) failures.push(`${label}: p99 ${latency.toFixed(1)} ms >= ${MAX_P99_MS} ms`);
  }

  const ok = warm['2xx'] + soaked['2xx'];
  const failedAnswers = warm.non2xx + soaked.non2xx;
  const errors = warm.errors + warm.mismatches + soaked.errors + soaked.mismatches;
  const growth = afterLoad.totalBytes - afterWarmup.totalBytes;
  write();
  write(
    `  leads      ${ok} accepted, ${failedAnswers} non-2xx, ${errors} errors; ${stored.stored} stored, ${stored.found} of the accepted found with their own payload`,
  );
  write(
    `  heap       ${mb(afterWarmup.totalBytes / 1024)} live after the warm-up (${afterWarmup.objects} objects), ${mb(afterLoad.totalBytes / 1024)} after the load (${afterLoad.objects}): ${kb(growth)}`,
  );
  write(
    `  grew most  ${heapGrowth(afterWarmup, afterLoad)
      .filter((group) => group.bytes > 0)
      .map((group) => `${group.name} ${kb(group.bytes)} (${group.count >= 0 ? '+' : ''}${group.count})`)
      .join(', ')}`,
  );
  write(`  memory     RSS ${mb(rssStart)} at the start, ${mb(rssEnd)} at the end; sandbox exit ${exit}`);
  const cpu = cpuLine(cpuStart, cpuEnd, availableParallelism());
  if (cpu) write(`  cpu        ${cpu}`);

  if (failedAnswers > 0) failures.push(`${failedAnswers} non-2xx answers`);
  if (errors > 0) failures.push(`${errors} errors`);
  if (accepted.length !== ok)
    failures.push(`${accepted.length} accepted answers seen, autocannon counted ${ok}`);
  // Two runs (warm-up, then the windows), each closing its connections with requests in flight.
  failures.push(...storedFailures(stored, ok, 2 * connections));
  if (growth > MAX_HEAP_GROWTH_BYTES)
    failures.push(
      `the live heap grew by ${kb(growth)} after the warm-up (at most ${kb(MAX_HEAP_GROWTH_BYTES)})`,
    );
  if (exit !== 0) failures.push(`the sandbox exited with ${exit} on SIGTERM`);

  write();
  if (failures.length === 0) {
    write(
      `PASS: every window >= ${MIN_LEADS_PER_SECOND} leads/s and >= ${HELD_PACE * 100} % of the best, p99 < ${MAX_P99_MS} ms, no non-2xx or errors, every accepted lead stored, heap flat (${kb(growth)})`,
    );
  } else {
    for (const failure of failures) write(`FAIL: ${failure}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Soak aborted: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sandbox?.dispose();
}
