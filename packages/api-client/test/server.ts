import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiConfig } from '../src/config.js';

/** One request as the back end saw it. */
export interface Recorded {
  method: string;
  path: string;
  /** The raw query string after `?`, as sent. */
  search: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (for abort tests). */
  hang?: boolean;
}

/** A real HTTP server on loopback, port 0, that records every request and answers as told. */
export async function startServer() {
  const requests: Recorded[] = [];
  let responder: (request: Recorded) => Reply = () => ({ status: 200 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        search: (req.url ?? '').split('?')[1] ?? '',
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        json,
      };
      requests.push(recorded);
      const reply = responder(recorded);
      if (reply.hang) return;
      const isText = typeof reply.body === 'string' || reply.body === undefined;
      res.writeHead(reply.status ?? 200, {
        'content-type': isText ? 'text/plain' : 'application/json',
        ...reply.headers,
      });
      res.end(isText ? (reply.body as string | undefined) : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    reply(next: Reply | ((request: Recorded) => Reply)) {
      responder = typeof next === 'function' ? next : () => next;
    },
    last(): Recorded {
      const request = requests.at(-1);
      if (!request) throw new Error('no request reached the server');
      return request;
    },
    reset() {
      requests.length = 0;
      responder = () => ({ status: 200 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** A configuration pointing every host at the test server, with distinguishable path roots. */
export function configFor(server: TestServer, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    host: `${server.url}/api-host`,
    productHost: `${server.url}/product-host`,
    cmsHost: `${server.url}/cms-host`,
    slug: 'demo',
    environment: 'test',
    ...overrides,
  };
}

/** A port nothing listens on: a real connection failure. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
