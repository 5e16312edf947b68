import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { BAN_SCOPE_HEADER, PURGE_SECRET_HEADER } from '../src/site/varnishPurge';

/** What the stand-in for Varnish was asked. */
export interface Seen {
  method: string;
  url: string;
  secret: string | undefined;
  scope: string | undefined;
}

/**
 * A stand-in for Varnish on a loopback port: records every request and answers `status`. A raw TCP
 * server reading HTTP/1.1 by hand: Node's own HTTP parser refuses the `BAN` method (400) that
 * Varnish takes. Requests without a body, several on one kept-alive connection.
 */
export async function fakeVarnish(answer: (seen: Seen) => number | 'hang' = () => 200) {
  const seen: Seen[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n\r\n'); end >= 0; end = buffer.indexOf('\r\n\r\n')) {
        const [requestLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
        buffer = buffer.slice(end + 4);
        const headers = new Map(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const [method = '', url = ''] = requestLine.split(' ');
        const request = {
          method,
          url,
          secret: headers.get(PURGE_SECRET_HEADER.toLowerCase()),
          scope: headers.get(BAN_SCOPE_HEADER.toLowerCase()),
        };
        seen.push(request);
        const status = answer(request);
        if (status === 'hang') continue;
        const body = status === 200 ? 'Banned' : 'No';
        socket.write(
          `HTTP/1.1 ${status} X\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        );
      }
    });
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { origin, seen };
}

const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();

/** Closes every stand-in and its connections (a test's `afterEach`). */
export async function closeFakeVarnishes(): Promise<void> {
  for (const socket of sockets) socket.destroy();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
}

/** A loopback port nothing listens on: one that was just closed. */
export async function closedOrigin(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
