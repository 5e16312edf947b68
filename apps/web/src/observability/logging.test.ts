import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleToLog, createLogger, logError, loggedPath, logRequest, requestIdOf } from './logging.mjs';
import { noteContentCache, noteRoute, withRequestNotes } from './requestContext.mjs';

/** A logger whose lines are kept, parsed, for the test to read. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ build: 'b1', destination }), lines };
}

/** A finished answer of `status` to `GET url`. */
function request(url: string, status: number) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: true });
  const req = { method: 'GET', url, headers: {} };
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse & EventEmitter };
}

describe('the request log line', () => {
  it('has the id, route template, path without its query, status, duration, content cache and build', async () => {
    const { logger, lines } = captured();
    const { req, res } = request('/hledat?q=rodne+cislo+736028%2F5163', 200);
    const notes = { requestId: 'abc-1' };
    logRequest(logger, req, res, notes, performance.now());
    withRequestNotes(notes, () => {
      noteRoute('/hledat');
      noteContentCache('hit');
      noteContentCache('miss');
    });
    res.emit('finish');
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      build: 'b1',
      requestId: 'abc-1',
      method: 'GET',
      route: '/hledat',
      path: '/hledat',
      status: 200,
      contentCache: 'partial',
    });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines[0])).not.toMatch(/736028|rodne/);
  });

  it('masks the digits of a path, keeps a build file’s name, and logs no path for a 404', () => {
    expect(loggedPath('/kariera/12345?ref=mail', 200)).toBe('/kariera/#####');
    expect(loggedPath('/_astro/FaqAnswerModal.B1x2c3.js', 200)).toBe('/_astro/FaqAnswerModal.B1x2c3.js');
    expect(loggedPath('/jan.novak@example.cz', 404)).toBeUndefined();
    expect(loggedPath(`/${'a'.repeat(500)}`, 200)).toHaveLength(201);
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const logged = loggedPath(`/${path.replace(/[?#]/g, '')}?${query}`, 200) ?? '';
        return !/\p{Nd}/u.test(logged.startsWith('/_astro/') ? '' : logged) && !logged.includes('?');
      }),
    );
  });

  it('takes a well-formed X-Request-Id from the proxy, and makes one otherwise', () => {
    expect(requestIdOf({ 'x-request-id': 'varnish-32770' })).toBe('varnish-32770');
    for (const forged of ['', 'a b', 'x'.repeat(65), '<script>', 'jan.novak@example.cz']) {
      expect(requestIdOf({ 'x-request-id': forged }), forged).toMatch(/^[\w-]{12}$/);
    }
    expect(requestIdOf({})).not.toBe(requestIdOf({}));
  });

  it('says when the visitor left before the answer was whole', () => {
    const { logger, lines } = captured();
    const { req, res } = request('/o-nas', 200);
    Object.assign(res, { writableFinished: false });
    logRequest(logger, req, res, { requestId: 'x' }, performance.now());
    res.emit('close');
    expect(lines[0]).toMatchObject({ route: 'static', aborted: true });
  });
});

describe('the error log line', () => {
  const original = { error: console.error, warn: console.warn };
  afterEach(() => Object.assign(console, original));

  it('has the stack and the cause, nothing else', () => {
    const { logger, lines } = captured();
    logError(logger, new Error('Strapi answered 503', { cause: new TypeError('fetch failed') }), 'content');
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'content',
      err: { type: 'Error', message: 'Strapi answered 503: fetch failed' },
    });
    const stack = String((lines[0]?.err as { stack?: string } | undefined)?.stack);
    expect(stack).toContain('logging.test.ts');
    expect(stack).toContain('caused by: TypeError: fetch failed');
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['build', 'err', 'level', 'msg', 'time']);
  });

  it('turns console.error and console.warn into lines of the log', () => {
    const { logger, lines } = captured();
    consoleToLog(logger);
    console.error('[content] /o-nas:', new Error('timeout'));
    console.warn('slow', { ms: 5 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: '[content] /o-nas:',
        err: expect.objectContaining({ message: 'timeout' }),
      }),
      expect.objectContaining({ level: 'warn', msg: 'slow {"ms":5}' }),
    ]);
  });
});
