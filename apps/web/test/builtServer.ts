import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** What the tests of the production server share (`node server.mjs`, started as a deployment would). */

const app = fileURLToPath(new URL('..', import.meta.url));
/** Whether the site is built (`pnpm build`): the tests of the built server skip without it. */
export const built = existsSync(new URL('../dist/server/entry.mjs', import.meta.url));

const children: ChildProcess[] = [];

/** Stops every server this file started (call it in `afterEach`). */
export function stopServers(): void {
  for (const child of children.splice(0)) child.kill('SIGTERM');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts server.mjs with `env` on top of this process's environment minus PUBLIC_API_HOST; the API
 * environment is `production` unless `env` says otherwise (`''` leaves it out).
 */
export async function startServer(
  env: Record<string, string>,
  until: (output: string) => boolean,
): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_API_ENVIRONMENT: 'production',
  };
  delete childEnv.PUBLIC_API_HOST;
  const child = spawn(process.execPath, ['server.mjs'], { cwd: app, env: { ...childEnv, ...env } });
  children.push(child);
  const run: Run = { code: null, stdout: '', stderr: '' };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server.mjs neither exited nor started: ${run.stderr}`)),
      15_000,
    );
    const settle = () => {
      clearTimeout(timer);
      resolve(run);
    };
    child.stdout.on('data', (chunk) => {
      run.stdout += chunk;
      if (until(run.stdout)) settle();
    });
    child.stderr.on('data', (chunk) => {
      run.stderr += chunk;
    });
    child.once('exit', (code) => {
      run.code = code;
      settle();
    });
  });
}

export const listening = (output: string) => output.includes('Site listening on');
