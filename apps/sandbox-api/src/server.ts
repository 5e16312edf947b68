import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from './app.ts';
import type { SandboxOptions } from './config.ts';

export interface RunningSandbox {
  sandbox: Sandbox;
  /** `http://host:port`, with the port actually bound (port 0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

/** Serves a sandbox over HTTP; `close` stops the server, then closes the database. */
export function startSandbox(
  options: SandboxOptions,
  listen: { port?: number; host?: string } = {},
): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const host = listen.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: sandbox.app.fetch, port: listen.port ?? 0, hostname: host },
      (info: AddressInfo) => {
        resolve({
          sandbox,
          url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => {
                sandbox.close();
                done();
              });
            }),
        });
      },
    );
    server.once('error', (error) => {
      sandbox.close();
      reject(error);
    });
  });
}
