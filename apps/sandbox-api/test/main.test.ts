import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `pnpm start` as a person runs it: a line per request on stdout, unless SANDBOX_LOG=off.
const packageDir = path.resolve(import.meta.dirname, '..');
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

/** Starts src/main.ts on a free port, asks it one question, stops it, and returns what it printed. */
async function printedFor(env: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-main-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'src/main.ts'],
    { cwd: packageDir, env: { ...process.env, PORT: '0', SANDBOX_DB: path.join(dir, 'db.sqlite'), ...env } },
  );
  cleanup.push(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/\S+) /.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  // The careers feed, by its path in the sandbox's own list of calls.
  const { routes } = (await (await fetch(`${url}/`)).json()) as { routes: { name: string; path: string }[] };
  const careers = routes.find((route) => route.name === 'careers')?.path;
  const answer = await fetch(`${url}${careers}`);
  expect(answer.status).toBe(200);
  await answer.body?.cancel();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return stdout;
}

describe('the request log of pnpm start', () => {
  it('prints a line per request by default, and none with SANDBOX_LOG=off', async () => {
    const logged = await printedFor({});
    expect(logged).toMatch(/^GET \/api\/\S+ 200 \d+ ms$/m);
    expect(logged).not.toContain('request log off');

    const quiet = await printedFor({ SANDBOX_LOG: 'off' });
    expect(quiet).toContain('; request log off');
    expect(quiet).not.toMatch(/^GET /m);
  });
});
