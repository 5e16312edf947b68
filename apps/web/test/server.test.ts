import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The production server itself (`node server.mjs`), started as a deployment would start it.
const app = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(new URL('../dist/server/entry.mjs', import.meta.url));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts server.mjs with `env` on top of this process's environment minus PUBLIC_API_HOST; the API
 * environment is `production` unless `env` says otherwise (`''` leaves it out).
 */
async function startServer(env: Record<string, string>, until: (output: string) => boolean): Promise<Run> {
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

const listening = (output: string) => output.includes('Site listening on');

/** The sizes of the HTTP/1.1 chunks a response body left the server in, read off the wire. */
async function chunksOnTheWire(port: number, path: string, encoding: string): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  // write, not end: the server drops a connection whose client has closed its side.
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
  );
  const raw = Buffer.concat(await socket.toArray());
  const headEnd = raw.indexOf('\r\n\r\n');
  expect(raw.subarray(0, headEnd).toString('latin1')).toMatch(/^transfer-encoding: chunked$/im);
  const sizes: number[] = [];
  for (let offset = headEnd + 4; ; ) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return sizes;
    sizes.push(size);
    offset = lineEnd + 2 + size + 2;
  }
}

describe('node server.mjs', () => {
  it('refuses to start without PUBLIC_API_HOST, saying why in one line', async () => {
    const port = await freePort();
    const run = await startServer({ PORT: String(port) }, listening);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stdout).not.toContain('Site listening on');
    expect(run.stderr).toMatch(/^server\.mjs: PUBLIC_API_HOST is not set: [^\n]+\n$/);
  });

  it('refuses to start without PUBLIC_API_ENVIRONMENT, rather than guess production', async () => {
    const port = await freePort();
    for (const environment of ['', '  ']) {
      const run = await startServer(
        { PORT: String(port), PUBLIC_API_HOST: 'http://127.0.0.1:4010', PUBLIC_API_ENVIRONMENT: environment },
        listening,
      );
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.stdout).not.toContain('Site listening on');
      expect(run.stderr).toMatch(/^server\.mjs: PUBLIC_API_ENVIRONMENT is not set: [^\n]+\n$/);
    }
  });

  it('refuses an API host that is not an http(s) URL', async () => {
    const port = await freePort();
    const run = await startServer({ PORT: String(port), PUBLIC_API_HOST: '127.0.0.1:4010' }, listening);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr).toMatch(/^server\.mjs: PUBLIC_API_HOST is not an http\(s\) URL \(127\.0\.0\.1:4010\)/);
  });

  it.skipIf(!built)(
    'starts with PUBLIC_API_HOST set, and the page CSP lets the islands reach it',
    async () => {
      const port = await freePort();
      const run = await startServer(
        { PORT: String(port), PUBLIC_API_HOST: 'https://api.horizont.example/' },
        listening,
      );
      expect(run.code, run.stderr).toBeNull();
      const response = await fetch(`http://127.0.0.1:${port}/kontakty`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://api.horizont.example",
      );
    },
  );

  it.skipIf(!built)(
    'streams a page: the home page leaves in pieces as it renders, gzipped or not',
    async () => {
      const port = await freePort();
      await startServer({ PORT: String(port), PUBLIC_API_HOST: 'http://127.0.0.1:4010' }, listening);
      // Rendered whole (as when the CSP middleware buffered the page to hash it), it left in one chunk.
      const plain = await chunksOnTheWire(port, '/', 'identity');
      expect(plain.length).toBeGreaterThan(1);
      // gzip must not gather the pieces back into one (zlib would hold them until 16 kB or the end).
      const gzipped = await chunksOnTheWire(port, '/', 'gzip');
      expect(gzipped.length).toBeGreaterThanOrEqual(plain.length);
    },
  );
});
