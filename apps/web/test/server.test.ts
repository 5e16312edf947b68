import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { built, freePort, listening, startServer, stopServers } from './builtServer';

afterEach(stopServers);

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

  it.skipIf(!built)('says in one line that its port is taken, instead of a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const run = await startServer(
        { PORT: String(address.port), PUBLIC_API_HOST: 'http://127.0.0.1:4010' },
        listening,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`server.mjs: 127.0.0.1:${address.port} is already in use (set PORT)\n`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it.skipIf(!built)(
    'sends no X-Frame-Options where the CMS admin may frame (the preview), DENY on pages and files elsewhere',
    async () => {
      const port = await freePort();
      await startServer(
        {
          PORT: String(port),
          PUBLIC_API_HOST: 'http://127.0.0.1:4010',
          PREVIEW_SECRET: 'nahled-pro-redaktory-2026-x',
          CMS_ADMIN_ORIGIN: 'https://cms.horizont.example',
        },
        listening,
      );
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      const link = await get('/nahled?secret=nahled-pro-redaktory-2026-x&path=/kontakty');
      expect(link.status).toBe(302);
      expect(link.headers.get('content-security-policy')).toMatch(
        /frame-ancestors https:\/\/cms\.horizont\.example$/,
      );
      expect(link.headers.get('x-frame-options')).toBeNull();
      for (const path of ['/kontakty', '/logos/horizont-pojistovna.svg']) {
        const response = await get(path);
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      }
    },
  );

  it.skipIf(!built)(
    'serves its metrics on METRICS_PORT only, every request counted by route template, and its health answers',
    async () => {
      const [port, metricsPort] = [await freePort(), await freePort()];
      await startServer(
        { PORT: String(port), METRICS_PORT: String(metricsPort), PUBLIC_API_HOST: 'http://127.0.0.1:4010' },
        listening,
      );
      const site = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      for (const path of [
        '/kontakty',
        '/o-nas?utm_source=x',
        '/neexistuje-123',
        '/logos/horizont-pojistovna.svg',
      ]) {
        const response = await site(path);
        await response.arrayBuffer();
        // The route's template goes to the metrics and the log line (the request's notes), never to a visitor.
        expect(response.headers.get('x-site-route'), path).toBeNull();
      }
      const ready = await site('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('private, no-store');
      expect(await ready.json()).toMatchObject({
        ready: true,
        content: 'embedded',
        build: expect.any(String),
      });
      expect((await site('/healthz')).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      // Not on the visitors' port.
      expect((await site('/metrics')).status).toBe(404);
      // server.mjs's counters and the rendering side's (the build's info) in one registry: one prom-client.
      expect(metrics).toContain('site_http_requests_total{route="/[...slug]",method="GET",status="200"} 2');
      expect(metrics).toContain('site_http_requests_total{route="/[...slug]",method="GET",status="404"} 1');
      expect(metrics).toContain('site_http_requests_total{route="public file",method="GET",status="200"} 1');
      expect(metrics).toContain('site_render_duration_seconds_count{route="/[...slug]"} 3');
      expect(metrics).toMatch(/^site_build_info\{build_id="[\w.-]+"\} 1$/m);
      expect(metrics).toMatch(/^site_ready 1$/m);
      expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
      // No address a visitor typed.
      expect(metrics).not.toMatch(/kontakty|neexistuje|utm_source/);
    },
  );

  it('refuses a METRICS_PORT that is not a port number', async () => {
    const run = await startServer(
      { PORT: String(await freePort()), PUBLIC_API_HOST: 'http://127.0.0.1:4010', METRICS_PORT: '80a' },
      listening,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('server.mjs: METRICS_PORT must be a port number, not "80a"\n');
  });

  it('refuses a CROSS_ORIGIN_OPENER_POLICY it does not know', async () => {
    const port = await freePort();
    const run = await startServer(
      {
        PORT: String(port),
        PUBLIC_API_HOST: 'http://127.0.0.1:4010',
        CROSS_ORIGIN_OPENER_POLICY: 'same-site',
      },
      listening,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'server.mjs: CROSS_ORIGIN_OPENER_POLICY must be one of same-origin, same-origin-allow-popups, unsafe-none, not "same-site"\n',
    );
  });

  it('refuses an HSTS_MAX_AGE that is not a whole number of seconds', async () => {
    const port = await freePort();
    for (const value of ['1 year', '-1', '3.5', '99999999999']) {
      const run = await startServer(
        { PORT: String(port), PUBLIC_API_HOST: 'http://127.0.0.1:4010', HSTS_MAX_AGE: value },
        listening,
      );
      expect(run.code, value).not.toBe(0);
      expect(run.code, value).not.toBeNull();
      expect(run.stderr).toBe(`server.mjs: HSTS_MAX_AGE must be a whole number of seconds, not "${value}"\n`);
    }
  });

  it.skipIf(!built)(
    'isolates windows and limits browser features on pages and files alike; HSTS only over HTTPS',
    async () => {
      const headersOf = async (port: number, path: string, proto?: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
        expect(response.status, path).toBe(200);
        return response.headers;
      };
      const port = await freePort();
      await startServer({ PORT: String(port), PUBLIC_API_HOST: 'http://127.0.0.1:4010' }, listening);
      for (const path of ['/kontakty', '/logos/horizont-pojistovna.svg']) {
        const plain = await headersOf(port, path);
        expect(plain.get('cross-origin-opener-policy'), path).toBe('same-origin');
        expect(plain.get('permissions-policy'), path).toMatch(/(^|, )camera=\(\)(,|$)/);
        expect(plain.get('strict-transport-security'), path).toBeNull();
        // Behind the TLS proxy: a year, every subdomain.
        const secure = await headersOf(port, path, 'https');
        expect(secure.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      }

      const off = await freePort();
      await startServer(
        { PORT: String(off), PUBLIC_API_HOST: 'http://127.0.0.1:4010', HSTS_MAX_AGE: '0' },
        listening,
      );
      expect((await headersOf(off, '/kontakty', 'https')).get('strict-transport-security')).toBeNull();
    },
  );
});
