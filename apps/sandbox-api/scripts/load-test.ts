/**
 * Load test: the sandbox under load from a second process on loopback.
 *
 * Starts `node src/main.ts` as a child process on a free loopback port with a fresh database in the
 * system temp folder (no injected latency or failure), drives it with autocannon from this process
 * with valid call-back leads (the call-me offer call and the raw call-back call, alternating, each
 * lead with its own name), samples the child's RSS every 250 ms, then stops the child with SIGTERM
 * (which closes the database, checkpointing the WAL) and reads the database file back.
 *
 * Passes when: at least 1,000 leads per second, p99 latency under 50 ms, no non-2xx answer and no
 * error, and every accepted lead stored. Exit code 1 otherwise, naming the threshold that failed.
 *
 *   pnpm --filter @insurance-web/sandbox-api load-test [--duration 20] [--connections 50]
 *   (or LOAD_TEST_DURATION / LOAD_TEST_CONNECTIONS)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { addDays, callbackMinDate, isWeekendDate } from '@insurance-web/validation';
import autocannon, { type Request } from 'autocannon';

const MIN_LEADS_PER_SECOND = 1000;
const MAX_P99_MS = 50;
const RSS_SAMPLE_MS = 250;
const HOST = '127.0.0.1';
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

/** The two lead calls driven, by the sandbox's call name (`GET /` lists them with their paths). */
const OFFER = 'callMeOffer';
const RAW_CALLBACK = 'callMeVehicle';

function positiveNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

// `pnpm load-test -- --duration 5` passes the `--` on: skip it.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: { duration: { type: 'string' }, connections: { type: 'string' } },
});
const durationSeconds = positiveNumber('duration', args.duration ?? process.env.LOAD_TEST_DURATION, 20);
const connections = Math.round(
  positiveNumber('connections', args.connections ?? process.env.LOAD_TEST_CONNECTIONS, 50),
);

const write = (line = '') => process.stdout.write(`${line}\n`);
const mb = (kb: number | undefined) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process in kB, from /proc (Linux); `undefined` where there is none. */
function rssKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of a process in clock ticks (utime + stime, /proc/<pid>/stat), `undefined` where there is none. */
function cpuTicks(pid: number | 'self'): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Busy clock ticks of the whole machine, all cores (/proc/stat minus idle and iowait). */
function machineBusyTicks(): number | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.slice(0, 8).map(Number);
    return ticks.reduce((sum, value) => sum + value, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  } catch {
    return undefined;
  }
}

interface RouteInfo {
  name: string;
  method: string;
  path: string;
}

/** Polls `GET /` until the sandbox answers; resolves with its route list. */
async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  stderr: () => string,
): Promise<RouteInfo[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the sandbox exited before answering (${child.exitCode ?? child.signalCode}):\n${stderr()}`,
      );
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return ((await response.json()) as { routes: RouteInfo[] }).routes;
      await response.body?.cancel();
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`the sandbox did not answer at ${url} within 15 s:\n${stderr()}`);
    await sleep(100);
  }
}

/** Sends SIGTERM and waits for the exit (the sandbox closes its server and database first). */
async function stopChild(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return child.exitCode ?? child.signalCode ?? 'gone';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

/** A lead the sandbox answered 2xx: its answer (`{ id, receivedAt }`) and the name it was sent with. */
interface Accepted {
  call: string;
  name: string;
  answer: string;
}

interface StoredRow {
  id: number;
  endpoint: string;
  payload: string;
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'sandbox-load-'));
const dbFile = path.join(tempDir, 'sandbox.sqlite');
let child: ChildProcess | undefined;

try {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  let stderrText = '';
  child = spawn(process.execPath, ['src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      SANDBOX_DB: dbFile,
      SANDBOX_LATENCY_MS: '0',
      SANDBOX_FAIL: '',
    },
    // The sandbox logs a line per request on stdout; nobody reads it here, so it goes to /dev/null
    // (a pipe this process had to drain would take CPU from autocannon).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrText = (stderrText + chunk.toString()).slice(-4000);
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the sandbox');

  const routes = await waitUntilAnswering(url, child, () => stderrText);
  const pathOf = (name: string) => {
    const route = routes.find((entry) => entry.name === name && entry.method === 'POST');
    if (!route) throw new Error(`the sandbox lists no POST route ${name}`);
    return route.path;
  };

  // Valid payloads (the api-client's schemas), different for every lead: name and phone from a counter.
  let sequence = 0;
  const phoneOf = (n: number) => {
    const digits = String(n % 1_000_000).padStart(6, '0');
    return `+420 601 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  };
  // Bookable days as the website offers them: from the earliest call-back date, weekdays only.
  const bookableDays: string[] = [];
  for (let day = callbackMinDate(new Date()); bookableDays.length < 20; day = addDays(day, 1)) {
    if (!isWeekendDate(day)) bookableDays.push(day);
  }
  const dateOf = (n: number) => bookableDays[n % bookableDays.length] as string;
  const builders: Record<string, (name: string, n: number) => unknown> = {
    // The motorcycle call-back: CallMeOfferPayload.
    [OFFER]: (name, n) => ({
      contact: 'PHONE',
      firstName: name,
      phone: phoneOf(n),
      plannedOn: dateOf(n),
      meridiemCode: n % 2 === 0 ? 'AM' : 'PM',
      termsAgreement: true,
    }),
    // The vehicle call-back: the form's raw CallbackValues.
    [RAW_CALLBACK]: (name, n) => ({ name, phone: phoneOf(n), date: dateOf(n), dayTime: n % 2 }),
  };
  const accepted: Accepted[] = [];
  const leadRequest = (call: string): Request => ({
    method: 'POST',
    path: pathOf(call),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    setupRequest: (request, context) => {
      sequence += 1;
      const name = `Load ${sequence}`;
      context.name = name;
      request.body = JSON.stringify(builders[call]?.(name, sequence));
      return request;
    },
    onResponse: (status, body, context) => {
      if (status >= 200 && status < 300) accepted.push({ call, name: String(context.name), answer: body });
    },
  });

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
  write(`  leads: POST ${pathOf(OFFER)} and ${pathOf(RAW_CALLBACK)}, alternating; database ${dbFile}`);

  const cpuStart = { at: Date.now(), child: cpuTicks(pid), self: cpuTicks('self'), all: machineBusyTicks() };
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests: [leadRequest(OFFER), leadRequest(RAW_CALLBACK)],
  });

  const cpuEnd = { at: Date.now(), child: cpuTicks(pid), self: cpuTicks('self'), all: machineBusyTicks() };
  await sleep(1000);
  clearInterval(sampler);
  const rssAfter = rssKb(pid);
  if (rssAfter !== undefined && rssAfter > rssPeak) rssPeak = rssAfter;

  const exit = await stopChild(child);

  // Read the database back, read-only, after the sandbox closed it.
  const db = new DatabaseSync(dbFile, { readOnly: true });
  const rows = db.prepare('SELECT id, endpoint, payload FROM requests').all() as unknown as StoredRow[];
  db.close();
  const leadRows = rows.filter((row) => row.endpoint === OFFER || row.endpoint === RAW_CALLBACK);
  const byId = new Map(leadRows.map((row) => [row.id, row]));
  let found = 0;
  const missing: string[] = [];
  for (const lead of accepted) {
    let row: StoredRow | undefined;
    try {
      row = byId.get((JSON.parse(lead.answer) as { id: number }).id);
    } catch {
      row = undefined;
    }
    let stored: { firstName?: string; name?: string } = {};
    try {
      stored = row ? JSON.parse(row.payload) : {};
    } catch {
      // Not JSON: counted as missing below.
    }
    if (row && row.endpoint === lead.call && (stored.firstName ?? stored.name) === lead.name) found += 1;
    else if (missing.length < 5) missing.push(`${lead.call} "${lead.name}" (answer ${lead.answer})`);
  }

  const completed = result.requests.total;
  const ok = result['2xx'];
  const failedAnswers = result.non2xx;
  const errors = result.errors + result.mismatches;
  const leadsPerSecond = ok / result.duration;
  const latency = result.latency;
  const unanswered = leadRows.length - found;
  const statusList = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');

  write();
  write(
    `  requests   ${completed} answered of ${result.requests.sent} sent in ${result.duration} s: ${ok} 2xx, ${failedAnswers} non-2xx, ${errors} errors (${result.timeouts} timeouts) [${statusList}]`,
  );
  write(`  leads/s    ${leadsPerSecond.toFixed(1)} average (2xx per second)`);
  write(
    `  latency    p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms (mean ${latency.mean.toFixed(2)} ms)`,
  );
  write(
    `  database   ${leadRows.length} leads stored, ${ok} accepted: ${found} of the accepted found with their own payload` +
      (unanswered > 0
        ? `; ${unanswered} more stored whose answer never arrived (in flight when autocannon closed its ${connections} connections)`
        : ''),
  );
  write(
    `  memory     RSS before ${mb(rssBefore)}, peak ${mb(rssPeak)}, after ${mb(rssAfter)} (${samples} samples every ${RSS_SAMPLE_MS} ms); sandbox exit ${exit}`,
  );

  const failures: string[] = [];
  if (leadsPerSecond < MIN_LEADS_PER_SECOND)
    failures.push(`leads/s ${leadsPerSecond.toFixed(1)} < ${MIN_LEADS_PER_SECOND}`);
  if (latency.p99 >= MAX_P99_MS) failures.push(`p99 ${latency.p99} ms >= ${MAX_P99_MS} ms`);
  if (failedAnswers > 0) failures.push(`${failedAnswers} non-2xx answers (${statusList})`);
  if (errors > 0)
    failures.push(`${errors} errors (${result.timeouts} timeouts, ${result.mismatches} mismatches)`);
  if (accepted.length !== ok)
    failures.push(`${accepted.length} accepted answers seen, autocannon counted ${ok}`);
  if (found !== ok)
    failures.push(`stored ${found} of ${ok} accepted leads; missing e.g. ${missing.join('; ')}`);
  // Only a request still in flight at the stop can be stored without its answer: one per connection.
  if (unanswered < 0 || unanswered > connections)
    failures.push(
      `${unanswered} stored leads without a 2xx answer (at most ${connections} can be in flight)`,
    );
  if (exit !== 0) failures.push(`the sandbox exited with ${exit} on SIGTERM`);

  // Who used the CPU during the load (clock ticks are 1/100 s on Linux): a busy neighbour explains a bad run.
  const cores = (end: number | undefined, start: number | undefined) =>
    end === undefined || start === undefined
      ? undefined
      : (end - start) / 100 / ((cpuEnd.at - cpuStart.at) / 1000);
  const sandboxCores = cores(cpuEnd.child, cpuStart.child);
  const loaderCores = cores(cpuEnd.self, cpuStart.self);
  const machineCores = cores(cpuEnd.all, cpuStart.all);
  if (sandboxCores !== undefined && loaderCores !== undefined && machineCores !== undefined) {
    write(
      `  cpu        sandbox ${sandboxCores.toFixed(2)} cores, autocannon ${loaderCores.toFixed(2)} cores, other processes ${Math.max(0, machineCores - sandboxCores - loaderCores).toFixed(2)} cores (of ${availableParallelism()})`,
    );
  }

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
  if (child) await stopChild(child);
  rmSync(tempDir, { recursive: true, force: true });
}
