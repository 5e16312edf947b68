/**
 * Load test: the sandbox under load from a second process on loopback.
 *
 * Starts `node src/main.ts` as a child process on a free loopback port with a fresh database in the
 * system temp folder (no injected latency or failure, request log off), drives it with autocannon
 * from this process with valid call-back leads (the call-me offer call and the raw call-back call,
 * alternating, each lead with its own name), samples the child's RSS every 250 ms, then stops the
 * child with SIGTERM (which closes the database, checkpointing the WAL) and reads the database back.
 *
 * Passes when: at least 1,000 leads per second, p99 latency under 50 ms, no non-2xx answer and no
 * error, and every accepted lead stored. Exit code 1 otherwise, naming the threshold that failed.
 * The five-minute version, with memory compared between heap snapshots, is `soak.ts`.
 *
 *   pnpm --filter @insurance-web/sandbox-api load-test [--duration 20] [--connections 50]
 *   (or LOAD_TEST_DURATION / LOAD_TEST_CONNECTIONS)
 */
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  type Accepted,
  checkStored,
  cpuLine,
  leadRequests,
  MAX_P99_MS,
  MIN_LEADS_PER_SECOND,
  mb,
  OFFER,
  positiveNumber,
  RAW_CALLBACK,
  readCpu,
  rssKb,
  type SandboxProcess,
  scriptArgs,
  startSandboxProcess,
  storedFailures,
  write,
} from './underLoad.ts';

const RSS_SAMPLE_MS = 250;

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: { duration: { type: 'string' }, connections: { type: 'string' } },
});
const durationSeconds = positiveNumber('duration', args.duration ?? process.env.LOAD_TEST_DURATION, 20);
const connections = Math.round(
  positiveNumber('connections', args.connections ?? process.env.LOAD_TEST_CONNECTIONS, 50),
);

let sandbox: SandboxProcess | undefined;
try {
  sandbox = await startSandboxProcess();
  const { pid, url } = sandbox;
  const accepted: Accepted[] = [];
  const requests = leadRequests(sandbox, accepted);

  // Memory: sampled from before the load until after it.
  const rssBefore = rssKb(pid);
  let rssPeak = rssBefore ?? 0;
  let samples = 0;
  const sampler = setInterval(() => {
    const kb = rssKb(pid);
    samples += 1;
    if (kb !== undefined && kb > rssPeak) rssPeak = kb;
  }, RSS_SAMPLE_MS);
  // Should anything below throw, the sampler must not keep this process alive.
  sampler.unref();

  write(
    `Load test: ${durationSeconds} s, ${connections} connections from this process (pid ${process.pid}) to the sandbox (pid ${pid}) at ${url}`,
  );
  write(
    `  leads: POST ${sandbox.pathOf(OFFER)} and ${sandbox.pathOf(RAW_CALLBACK)}, alternating; database ${sandbox.dbFile}`,
  );

  const cpuStart = readCpu(pid);
  const result = await autocannon({ url, connections, duration: durationSeconds, timeout: 10, requests });
  const cpuEnd = readCpu(pid);
  await sleep(1000);
  clearInterval(sampler);
  const rssAfter = rssKb(pid);
  if (rssAfter !== undefined && rssAfter > rssPeak) rssPeak = rssAfter;

  const exit = await sandbox.stop();
  const stored = checkStored(sandbox.dbFile, accepted);

  const ok = result['2xx'];
  const failedAnswers = result.non2xx;
  const errors = result.errors + result.mismatches;
  const leadsPerSecond = ok / result.duration;
  const latency = result.latency;
  const statusList = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');

  write();
  write(
    `  requests   ${result.requests.total} answered of ${result.requests.sent} sent in ${result.duration} s: ${ok} 2xx, ${failedAnswers} non-2xx, ${errors} errors (${result.timeouts} timeouts) [${statusList}]`,
  );
  write(`  leads/s    ${leadsPerSecond.toFixed(1)} average (2xx per second)`);
  write(
    `  latency    p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms (mean ${latency.mean.toFixed(2)} ms)`,
  );
  write(
    `  database   ${stored.stored} leads stored, ${ok} accepted: ${stored.found} of the accepted found with their own payload` +
      (stored.unanswered > 0
        ? `; ${stored.unanswered} more stored whose answer never arrived (in flight when autocannon closed its ${connections} connections)`
        : ''),
  );
  write(
    `  memory     RSS before ${mb(rssBefore)}, peak ${mb(rssPeak)}, after ${mb(rssAfter)} (${samples} samples every ${RSS_SAMPLE_MS} ms); sandbox exit ${exit}`,
  );
  // Who used the CPU during the load: a busy neighbour explains a bad run.
  const cpu = cpuLine(cpuStart, cpuEnd, availableParallelism());
  if (cpu) write(`  cpu        ${cpu}`);

  const failures: string[] = [];
  if (leadsPerSecond < MIN_LEADS_PER_SECOND)
    failures.push(`leads/s ${leadsPerSecond.toFixed(1)} < ${MIN_LEADS_PER_SECOND}`);
  if (latency.p99 >= MAX_P99_MS) failures.push(`p99 ${latency.p99} ms >= ${MAX_P99_MS} ms`);
  if (failedAnswers > 0) failures.push(`${failedAnswers} non-2xx answers (${statusList})`);
  if (errors > 0)
    failures.push(`${errors} errors (${result.timeouts} timeouts, ${result.mismatches} mismatches)`);
  if (accepted.length !== ok)
    failures.push(`${accepted.length} accepted answers seen, autocannon counted ${ok}`);
  failures.push(...storedFailures(stored, ok, connections));
  if (exit !== 0) failures.push(`the sandbox exited with ${exit} on SIGTERM`);

  write();
  if (failures.length === 0) {
    write(
      `PASS: >= ${MIN_LEADS_PER_SECOND} leads/s, p99 < ${MAX_P99_MS} ms, no non-2xx or errors, every accepted lead stored`,
    );
  } else {
    for (const failure of failures) write(`FAIL: ${failure}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Load test aborted: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sandbox?.dispose();
}
