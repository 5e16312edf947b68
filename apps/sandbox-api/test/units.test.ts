import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFailHeader, parseFailRules, parseLatency, settingsFromEnv } from '../src/config.ts';
import { openStore } from '../src/db.ts';
import { escapeHtml, prettyPayload } from '../src/inbox.ts';
import { minimalPdf, toPdfAscii } from '../src/pdf.ts';

describe('switches', () => {
  it('parses failure rules', () => {
    expect(parseFailRules('all')).toEqual([{ match: 'all', mode: 500 }]);
    expect(parseFailRules('ckp/load:404, onboarding:network,bad:xyz')).toEqual([
      { match: 'ckp/load', mode: 404 },
      { match: 'onboarding', mode: 'network' },
    ]);
    expect(parseFailRules(undefined)).toEqual([]);
    expect(parseFailHeader('network')).toBe('network');
    expect(parseFailHeader('400')).toBe(400);
    expect(parseFailHeader('200')).toBeUndefined();
  });

  it('parses latency, capped and never negative', () => {
    expect(parseLatency('250')).toBe(250);
    expect(parseLatency('-1')).toBeUndefined();
    expect(parseLatency('abc')).toBeUndefined();
    expect(parseLatency('999999')).toBe(60_000);
  });

  it('reads the environment with the documented defaults', () => {
    const defaults = settingsFromEnv({});
    expect(defaults.port).toBe(4010);
    expect(defaults.host).toBe('127.0.0.1');
    expect(defaults.options.dbFile).toBe('./data/sandbox.sqlite');
    expect(defaults.options.corsOrigins).toEqual(['http://localhost:3000', 'http://localhost:6006']);
    expect(defaults.logRequests).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0', ' off ']) {
      expect(settingsFromEnv({ SANDBOX_LOG: off }).logRequests, off).toBe(false);
    }
    expect(settingsFromEnv({ SANDBOX_LOG: 'on' }).logRequests).toBe(true);
    const custom = settingsFromEnv({
      PORT: '5000',
      SANDBOX_DB: '/tmp/x.sqlite',
      SANDBOX_LATENCY_MS: '300',
      SANDBOX_FAIL: 'all:503',
      SANDBOX_ROLLOUT: 'off',
      SITE_URL: 'https://web.example',
    });
    expect(custom.port).toBe(5000);
    expect(custom.options).toMatchObject({
      dbFile: '/tmp/x.sqlite',
      latencyMs: 300,
      fail: [{ match: 'all', mode: 503 }],
      rollout: false,
      siteUrl: 'https://web.example',
    });
  });
});

describe('pdf', () => {
  it('writes a PDF 1.4 whose cross-reference offsets point at its objects', () => {
    const text = Buffer.from(minimalPdf(['Záznam (z) jednání \\ test'])).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Zaznam \\(z\\) jednani \\\\ test) Tj');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    const length = Number(text.match(/\/Length (\d+)/)?.[1]);
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });

  it('keeps only printable ASCII', () => {
    expect(toPdfAscii('Příliš žluťoučký kůň – 100 %')).toBe('Prilis zlutoucky kun ? 100 %');
  });
});

describe('inbox helpers', () => {
  it('escapes HTML and pretty-prints JSON', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('not json')).toBe('not json');
  });
});

describe('pnpm start entry', () => {
  it('creates the database, prints its address and serves', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-main-'));
    const dbFile = path.join(dir, 'data', 'sandbox.sqlite');
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: '0', SANDBOX_DB: dbFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(existsSync(dbFile)).toBe(true);
      const response = await fetch(`${url}/api/latest/rest/vehicle/ckp/load?spz=5T81234`);
      expect(response.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('store', () => {
  it('uses WAL and seeds demo tokens only once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-store-'));
    const file = path.join(dir, 'store.sqlite');
    try {
      const store = openStore(file);
      store.record({ endpoint: 'x', method: 'POST', path: '/x', payload: '{}' });
      expect(existsSync(`${file}-wal`)).toBe(true);
      const seeded = store.tokens().length;
      expect(seeded).toBe(6);
      store.close();
      const reopened = openStore(file);
      expect(reopened.tokens()).toHaveLength(seeded);
      expect(reopened.requests()[0]?.payload).toBe('{}');
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds the source column to a database from before it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-store-'));
    const file = path.join(dir, 'old.sqlite');
    try {
      const old = new DatabaseSync(file);
      old.exec(
        'CREATE TABLE requests (id INTEGER PRIMARY KEY AUTOINCREMENT, endpoint TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, received_at TEXT NOT NULL, payload TEXT NOT NULL)',
      );
      old.exec(
        "INSERT INTO requests (endpoint, method, path, received_at, payload) VALUES ('a', 'POST', '/a', '2026-01-01T00:00:00.000Z', '{}')",
      );
      old.close();
      const store = openStore(file);
      store.record({ endpoint: 'b', method: 'POST', path: '/b', payload: '[]', source: 'WEB_OTHER' });
      expect(store.requests().map((request) => [request.endpoint, request.source])).toEqual([
        ['b', 'WEB_OTHER'],
        ['a', null],
      ]);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
