/**
 * What the load test (`load-test.ts`) and the soak (`soak.ts`) share: the sandbox started as a second
 * process on loopback with a fresh database, the valid call-back leads autocannon sends, the check
 * that every accepted lead was stored, and what /proc says about memory and CPU.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, callbackMinDate, isWorkingDay } from '@insurance-web/validation';
import type { Request } from 'autocannon';

export const MIN_LEADS_PER_SECOND = 1000;
export const MAX_P99_MS = 50;
export const HOST = '127.0.0.1';
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

/** The two lead calls driven, by the sandbox's call name (`GET /` lists them with their paths). */
export const OFFER = 'callMeOffer';
export const RAW_CALLBACK = 'callMeVehicle';

export const write = (line = '') => process.stdout.write(`${line}\n`);
export const mb = (kb: number | undefined) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`);

export function positiveNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

/** The script's own arguments: `pnpm load-test -- --duration 5` passes the `--` on. */
export function scriptArgs(): string[] {
  const argv = process.argv.slice(2);
  return argv[0] === '--' ? argv.slice(1) : argv;
}

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
export function rssKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of a process in clock ticks (utime + stime, /proc/<pid>/stat), `undefined` where there is none. */
export function cpuTicks(pid: number | 'self'): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Busy clock ticks of the whole machine, all cores (/proc/stat minus idle and iowait). */
export function machineBusyTicks(): number | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.slice(0, 8).map(Number);
    return ticks.reduce((sum, value) => sum + value, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  } catch {
    return undefined;
  }
}

/** A CPU reading of the sandbox, this process and the machine, to say afterwards who used the cores. */
export interface CpuReading {
  at: number;
  child: number | undefined;
  self: number | undefined;
  all: number | undefined;
}

export const readCpu = (pid: number): CpuReading => ({
  at: Date.now(),
  child: cpuTicks(pid),
  self: cpuTicks('self'),
  all: machineBusyTicks(),
});

/** `cpu  sandbox … cores, autocannon … cores, other processes …` between two readings (ticks are 1/100 s). */
export function cpuLine(start: CpuReading, end: CpuReading, cores: number): string | undefined {
  const used = (to: number | undefined, from: number | undefined) =>
    to === undefined || from === undefined ? undefined : (to - from) / 100 / ((end.at - start.at) / 1000);
  const sandbox = used(end.child, start.child);
  const loader = used(end.self, start.self);
  const machine = used(end.all, start.all);
  if (sandbox === undefined || loader === undefined || machine === undefined) return undefined;
  return `sandbox ${sandbox.toFixed(2)} cores, autocannon ${loader.toFixed(2)} cores, other processes ${Math.max(0, machine - sandbox - loader).toFixed(2)} cores (of ${cores})`;
}

interface RouteInfo {
  name: string;
  method: string;
  path: string;
}

/** The sandbox as a second process, on a free loopback port, with a database of its own. */
export interface SandboxProcess {
  url: string;
  pid: number;
  dbFile: string;
  /** Its own temp folder (database, heap snapshots), removed by `dispose`. */
  dir: string;
  pathOf(call: string): string;
  stderr(): string;
  /** Sends SIGTERM and waits for the exit (the sandbox closes its server and database first). */
  stop(): Promise<number | string>;
  /** Stops it if it still runs and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * Starts `node src/main.ts` with no injected latency or failure and its request log off (a line per
 * request would cost the sandbox CPU under load, and nobody reads it here), and waits until `GET /`
 * answers. `nodeArgs` go before the script, given the sandbox's own folder (heap snapshot flags, say).
 */
export async function startSandboxProcess(
  nodeArgs: (dir: string) => string[] = () => [],
): Promise<SandboxProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-load-'));
  const dbFile = path.join(dir, 'sandbox.sqlite');
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  let stderrText = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', ...nodeArgs(dir), 'src/main.ts'],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        SANDBOX_DB: dbFile,
        SANDBOX_LATENCY_MS: '0',
        SANDBOX_FAIL: '',
        SANDBOX_LOG: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrText = (stderrText + chunk.toString()).slice(-4000);
  });
  const stop = async (): Promise<number | string> => {
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
  };
  const dispose = async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (child.pid === undefined) throw new Error('could not start the sandbox');
    const routes = await waitUntilAnswering(url, child, () => stderrText);
    return {
      url,
      pid: child.pid,
      dbFile,
      dir,
      pathOf: (name) => {
        const route = routes.find((entry) => entry.name === name && entry.method === 'POST');
        if (!route) throw new Error(`the sandbox lists no POST route ${name}`);
        return route.path;
      },
      stderr: () => stderrText,
      stop,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Polls `GET /` until the sandbox answers; resolves with its route list. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  stderr: () => string,
  timeoutMs = 15_000,
): Promise<RouteInfo[]> {
  const deadline = Date.now() + timeoutMs;
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
      // Not listening yet, or busy.
    }
    if (Date.now() > deadline)
      throw new Error(`the sandbox did not answer at ${url} within ${timeoutMs / 1000} s:\n${stderr()}`);
    await sleep(100);
  }
}

/** A lead the sandbox answered 2xx: its answer (`{ id, receivedAt }`) and the name it was sent with. */
export interface Accepted {
  call: string;
  name: string;
  answer: string;
}

/**
 * autocannon's requests: the call-me offer call and the raw call-back call, alternating, every lead
 * valid (the api-client's schemas) and with its own name, phone and date. Each 2xx answer is added
 * to `accepted`, which the caller checks against the database afterwards.
 */
export function leadRequests(sandbox: SandboxProcess, accepted: Accepted[]): Request[] {
  let sequence = 0;
  const phoneOf = (n: number) => {
    const digits = String(n % 1_000_000).padStart(6, '0');
    return `+420 601 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  };
  // Bookable days as the website offers them: from the earliest call-back date, working days only.
  const bookableDays: string[] = [];
  for (let day = callbackMinDate(new Date()); bookableDays.length < 20; day = addDays(day, 1)) {
    if (isWorkingDay(day)) bookableDays.push(day);
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
  const leadRequest = (call: string): Request => ({
    method: 'POST',
    path: sandbox.pathOf(call),
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
  return [leadRequest(OFFER), leadRequest(RAW_CALLBACK)];
}

interface StoredRow {
  id: number;
  endpoint: string;
  payload: string;
}

export interface StoredCheck {
  /** Lead rows in the database. */
  stored: number;
  /** Accepted leads found under their answer's id, with their own call and name. */
  found: number;
  /** Up to five accepted leads not found. */
  missing: string[];
  /** Stored leads whose 2xx answer was never counted (in flight when autocannon closed). */
  unanswered: number;
}

/** Reads the stopped sandbox's database, read-only, and looks up every accepted lead. */
export function checkStored(dbFile: string, accepted: readonly Accepted[]): StoredCheck {
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
  return { stored: leadRows.length, found, missing, unanswered: leadRows.length - found };
}

/** The failures of a stored-leads check: every accepted lead stored, at most one unanswered per connection. */
export function storedFailures(check: StoredCheck, ok: number, connections: number): string[] {
  const failures: string[] = [];
  if (check.found !== ok)
    failures.push(`stored ${check.found} of ${ok} accepted leads; missing e.g. ${check.missing.join('; ')}`);
  // Only a request still in flight at the stop can be stored without its answer: one per connection.
  if (check.unanswered < 0 || check.unanswered > connections)
    failures.push(
      `${check.unanswered} stored leads without a 2xx answer (at most ${connections} can be in flight)`,
    );
  return failures;
}
