// scripts/postgres.mjs without a server: the variables it hands Strapi, its checks of options and
// arguments, what it does with a data folder, and that a taken port or a wrong folder fails before
// anything starts. A real PostgreSQL runs in the e2e-on-Strapi suite (E2E_CMS_DATABASE=postgres).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkOptions,
  dataDirAction,
  POSTGRES_MAJOR,
  parseArgs,
  postgresEnv,
  postgresUrl,
  shellValue,
  startPostgres,
} from './postgres.mjs';

const folders = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'postgres-test-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('postgresEnv and postgresUrl', () => {
  const server = { port: 5354, database: 'strapi', user: 'strapi', password: 'tajné heslo/@' };

  it('gives exactly the variables config/database.js reads for PostgreSQL', () => {
    expect(postgresEnv(server)).toEqual({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: '5354',
      DATABASE_NAME: 'strapi',
      DATABASE_USERNAME: 'strapi',
      DATABASE_PASSWORD: 'tajné heslo/@',
      DATABASE_SSL: 'false',
    });
  });

  it('escapes the user and password in the URL', () => {
    expect(postgresUrl(server)).toBe('postgres://strapi:tajn%C3%A9%20heslo%2F%40@127.0.0.1:5354/strapi');
    // What node-postgres reads back from DATABASE_URL (Strapi's connectionString).
    const { connectionParameters } = new pg.Client({ connectionString: postgresUrl(server) });
    expect(connectionParameters).toMatchObject({
      user: 'strapi',
      password: 'tajné heslo/@',
      port: 5354,
      database: 'strapi',
    });
  });
});

describe('checkOptions', () => {
  it('completes the defaults and resolves the folder', () => {
    expect(checkOptions({ port: '5354', dataDir: 'tmp/pg' })).toEqual({
      port: 5354,
      dataDir: path.resolve('tmp/pg'),
      database: 'strapi',
      user: 'strapi',
      password: 'strapi',
      reset: false,
      temporary: false,
    });
  });

  it.each([
    [{ dataDir: '/x' }, /port must be a whole number/],
    [{ port: 0, dataDir: '/x' }, /port must be a whole number/],
    [{ port: 70_000, dataDir: '/x' }, /port must be a whole number/],
    [{ port: 5.5, dataDir: '/x' }, /port must be a whole number/],
    [{ port: 5354 }, /dataDir \(--dir\) is required/],
    [{ port: 5354, dataDir: '  ' }, /dataDir \(--dir\) is required/],
    [{ port: 5354, dataDir: '/x', database: 'Strapi' }, /database must be a lowercase SQL name/],
    [{ port: 5354, dataDir: '/x', database: 'a; DROP' }, /database must be a lowercase SQL name/],
    [{ port: 5354, dataDir: '/x', user: 'x'.repeat(64) }, /user must be a lowercase SQL name/],
    [{ port: 5354, dataDir: '/x', password: '' }, /password must be a non-empty single line/],
    [{ port: 5354, dataDir: '/x', password: 'a\nb' }, /password must be a non-empty single line/],
    [{ port: 5354, dataDir: '/x', reset: 'yes' }, /reset must be true or false/],
    [{ port: 5354, dataDir: '/x', temporary: 1 }, /temporary must be true or false/],
  ])('refuses %j', (options, message) => {
    expect(() => checkOptions(options)).toThrow(message);
  });

  it('names every problem at once', () => {
    expect(() => checkOptions({ port: 'x', user: 'A' })).toThrow(/port .*; dataDir .*; user /);
  });
});

describe('parseArgs', () => {
  it('reads every option, as two words or with =', () => {
    expect(
      parseArgs([
        '--port',
        '5354',
        '--dir=/tmp/pg',
        '--database',
        'cms',
        '--user=editor',
        '--password',
        'p w',
        '--reset',
        '--temporary',
      ]),
    ).toEqual({
      port: 5354,
      dataDir: '/tmp/pg',
      database: 'cms',
      user: 'editor',
      password: 'p w',
      reset: true,
      temporary: true,
    });
    expect(parseArgs(['--port', '1', '--dir', '/x'])).toMatchObject({ reset: false, temporary: false });
  });

  it('refuses an unknown argument, a flag without its value, and missing required ones', () => {
    expect(() => parseArgs(['--port', '5354', '--dir', '/x', '--host', 'a'])).toThrow(
      /Unknown argument "--host"/,
    );
    expect(() => parseArgs(['--port', '--dir', '/x'])).toThrow(/--port needs a value/);
    expect(() => parseArgs(['--dir', '/x', '--port'])).toThrow(/--port needs a value/);
    expect(() => parseArgs([])).toThrow(/port must be .*dataDir \(--dir\) is required/);
  });
});

describe('dataDirAction', () => {
  it('initialises a missing or empty folder', () => {
    const dir = folder();
    expect(dataDirAction(path.join(dir, 'new'))).toBe('init');
    expect(dataDirAction(dir)).toBe('init');
  });

  it('reuses a cluster of its own major version', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'PG_VERSION'), `${POSTGRES_MAJOR}\n`);
    expect(dataDirAction(dir)).toBe('reuse');
  });

  it('refuses a cluster of another version, and a folder that is not a cluster', () => {
    const old = folder();
    writeFileSync(path.join(old, 'PG_VERSION'), '16\n');
    expect(() => dataDirAction(old)).toThrow(/holds a PostgreSQL 16 cluster, these binaries are 17/);
    const other = folder();
    writeFileSync(path.join(other, 'notes.txt'), 'mine');
    expect(() => dataDirAction(other)).toThrow(/is not empty and holds no PostgreSQL cluster/);
  });
});

describe('startPostgres fails before starting anything', () => {
  it('on a taken port, naming it', async () => {
    const taken = net.createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = /** @type {net.AddressInfo} */ (taken.address());
    const dataDir = path.join(folder(), 'pg');
    try {
      await expect(startPostgres({ port, dataDir })).rejects.toThrow(`Port ${port} on 127.0.0.1 is taken`);
    } finally {
      taken.close();
    }
  });

  it('on a folder that is not a cluster, even with reset, and leaves it alone', async () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs', 'keep.txt'), 'mine');
    const free = net.createServer();
    await new Promise((resolve) => free.listen(0, '127.0.0.1', resolve));
    const { port } = /** @type {net.AddressInfo} */ (free.address());
    await new Promise((resolve) => free.close(resolve));
    await expect(startPostgres({ port, dataDir: dir, reset: true })).rejects.toThrow(
      /is not empty and holds no PostgreSQL cluster/,
    );
    expect(readFileSync(path.join(dir, 'docs', 'keep.txt'), 'utf8')).toBe('mine');
  });
});

describe('shellValue', () => {
  it('leaves plain values bare and quotes the rest so a shell reads them back', () => {
    expect(shellValue('127.0.0.1')).toBe('127.0.0.1');
    expect(shellValue('postgres://a:b@h:1/d')).toBe('postgres://a:b@h:1/d');
    const odd = "it's $HOME & more";
    expect(shellValue(odd)).toBe(`'it'\\''s $HOME & more'`);
    expect(execFileSync('sh', ['-c', `printf %s ${shellValue(odd)}`], { encoding: 'utf8' })).toBe(odd);
  });
});
