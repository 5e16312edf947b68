// The production-shape test's processes (PostgreSQL aside: scripts/postgres.mjs): each in a process
// group of its own, so that a stop reaches whatever it started; each under `setpriv --pdeathsig`, so
// that the kernel kills it if this script dies even by SIGKILL; and every group still running is
// killed when this process exits, whatever way (a failed assertion, Ctrl+C, an uncaught error).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/** Every process group started and not yet reaped: killed on exit. */
const running = new Set();
/** The run's temporary folders: removed on exit, after the processes that wrote them. */
const folders = new Set();

/** Removes `dir` when this process exits, however it exits (a normal stop removes it sooner). */
export function removeOnExit(dir) {
  folders.add(dir);
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    process.stderr.write(`\n› ${signal}: stopping every process of the run\n`);
    process.exit(130);
  });
}

const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => existsSync(candidate));

/**
 * @typedef {{ name: string, pid: number, exited: Promise<{ code: number | null, signal: string | null }>,
 *   isRunning: () => boolean, tail: () => string, signal: (name: NodeJS.Signals) => void,
 *   stop: (timeoutMs?: number) => Promise<void> }} Started
 */

/**
 * Starts `command` in its own process group, its output kept (the last 60 lines) for a failure's
 * message and passed to `log` line by line.
 * @param {{ name: string, command: string, args?: string[], cwd?: string, env?: Record<string, string | undefined>,
 *   uid?: number, gid?: number, log?: (line: string) => void }} options
 * @returns {Started}
 */
export function startProcess({ name, command, args = [], cwd, env, uid, gid, log }) {
  const [file, argv] =
    process.platform === 'linux' && setpriv
      ? [setpriv, ['--pdeathsig', 'SIGKILL', command, ...args]]
      : [command, args];
  const child = spawn(file, argv, {
    cwd,
    env: env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid !== undefined && { uid }),
    ...(gid !== undefined && { gid }),
  });
  const pid = /** @type {number} */ (child.pid);
  running.add(pid);
  const lines = [];
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
      log?.(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let done = false;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      collect(error.message);
      done = true;
      running.delete(pid);
      resolve({ code: -1, signal: null });
    });
    child.once('exit', (code, signal) => {
      done = true;
      // The group may still hold children of its own (varnishd's worker): they go with it.
      killGroup(pid, 'SIGKILL');
      running.delete(pid);
      resolve({ code, signal });
    });
  });
  return {
    name,
    pid,
    exited,
    isRunning: () => !done,
    tail: () => lines.join('\n'),
    signal: (signalName) => killGroup(pid, signalName),
    /** SIGTERM to the group, SIGKILL after `timeoutMs`; resolves when the process is gone. */
    async stop(timeoutMs = 10_000) {
      if (done) return;
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers 2xx (or `accept(response)`), failing early if `process` exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, process?: Started, accept?: (response: Response) => boolean }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, process: started, accept } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    if (started && !started.isRunning()) {
      throw new Error(`${started.name} stopped before ${url} answered:\n${started.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (accept ? accept(response) : response.ok) return;
      last = `answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.message ?? error.message) : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${url} did not answer within ${timeoutMs / 1000} s (${last})${started ? `:\n${started.tail()}` : ''}`,
      );
    }
    await sleep(200);
  }
}
