// config/database.js: SQLite by default, PostgreSQL by DATABASE_CLIENT with Strapi's template
// variables, bad values refused; and node-postgres made to keep datetimes in UTC whatever TZ says
// (src/lib/utcTimestamps.js). Strapi on a real PostgreSQL: apps/web's e2e:cms with E2E_CMS_DATABASE=postgres.
// Run: node --test apps/cms/test/database.test.mjs (Node 22).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// A time zone with an offset, set before any date is made: the UTC rule must not depend on it.
process.env.TZ = 'Europe/Prague';

const require = createRequire(import.meta.url);
const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseConfig = require('../config/database.js');
const { env } = require('@strapi/utils');
const pg = require('pg');
const { prepareValue } = require('pg/lib/utils');
const { storeTimestampsInUtc } = require('../src/lib/utcTimestamps.js');

const VARIABLES = /^(DATABASE_|NODE_ENV$)/;

/** The config for exactly these variables (every DATABASE_* and NODE_ENV of the run put aside). */
function configWith(variables) {
  const saved = Object.fromEntries(Object.entries(process.env).filter(([key]) => VARIABLES.test(key)));
  for (const key of Object.keys(saved)) delete process.env[key];
  Object.assign(process.env, variables);
  try {
    return databaseConfig({ env }).connection;
  } finally {
    for (const key of Object.keys(process.env)) if (VARIABLES.test(key)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

// First, before any PostgreSQL config has run: node-postgres's own behaviour, the reason for the rule.
test('timestamps: node-postgres alone reads and writes them in the local zone; SQLite’s config leaves that', () => {
  const { TIMESTAMP } = pg.types.builtins;
  configWith({});
  // In Prague, a stored 23:00 reads as 22:00Z, and an instant is written as local time.
  assert.equal(
    pg.types.getTypeParser(TIMESTAMP, 'text')('2024-12-31 23:00:00').toISOString(),
    '2024-12-31T22:00:00.000Z',
  );
  assert.equal(prepareValue(new Date('2024-12-31T23:00:00.000Z')), '2025-01-01T00:00:00.000+01:00');
  assert.equal(pg.defaults.parseInputDatesAsUTC, false);
});

test('SQLite by default, its file under apps/cms unless DATABASE_FILENAME says', () => {
  assert.deepEqual(configWith({}), {
    client: 'sqlite',
    connection: { filename: path.join(CMS, '.tmp/data.db') },
    useNullAsDefault: true,
    acquireConnectionTimeout: 60_000,
  });
  assert.equal(configWith({ DATABASE_FILENAME: '/tmp/x/data.db' }).connection.filename, '/tmp/x/data.db');
});

test('PostgreSQL from the separate variables, as Strapi’s template names them', () => {
  const config = configWith({
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: 'db.internal',
    DATABASE_PORT: '6543',
    DATABASE_NAME: 'cms',
    DATABASE_USERNAME: 'cms_user',
    DATABASE_PASSWORD: 'tajné',
    DATABASE_SCHEMA: 'web',
    DATABASE_POOL_MIN: '0',
    DATABASE_POOL_MAX: '4',
  });
  assert.deepEqual(config, {
    client: 'postgres',
    connection: {
      connectionString: undefined,
      host: 'db.internal',
      port: 6543,
      database: 'cms',
      user: 'cms_user',
      password: 'tajné',
      ssl: false,
      schema: 'web',
    },
    pool: { min: 0, max: 4 },
    acquireConnectionTimeout: 60_000,
  });
});

test('PostgreSQL defaults: localhost:5432, strapi/strapi, schema public, pool 2–10', () => {
  const config = configWith({ DATABASE_CLIENT: 'postgres' });
  assert.deepEqual(
    { ...config.connection, ssl: config.connection.ssl, pool: config.pool },
    {
      connectionString: undefined,
      host: 'localhost',
      port: 5432,
      database: 'strapi',
      user: 'strapi',
      password: 'strapi',
      ssl: false,
      schema: 'public',
      pool: { min: 2, max: 10 },
    },
  );
});

test('DATABASE_URL is handed to pg, and needs no separate password, in production too', () => {
  const url = 'postgres://cms:secret@db.internal:5432/cms?sslmode=require';
  const config = configWith({ DATABASE_CLIENT: 'postgres', DATABASE_URL: url, NODE_ENV: 'production' });
  assert.equal(config.connection.connectionString, url);
  assert.equal(config.connection.password, undefined);
});

test('production without DATABASE_URL or DATABASE_PASSWORD does not start on the template’s password', () => {
  assert.throws(
    () => configWith({ DATABASE_CLIENT: 'postgres', NODE_ENV: 'production' }),
    /DATABASE_PASSWORD is required in production/,
  );
  assert.equal(
    configWith({ DATABASE_CLIENT: 'postgres', NODE_ENV: 'production', DATABASE_PASSWORD: 'x' }).connection
      .password,
    'x',
  );
});

test('DATABASE_SSL=true: TLS with the certificate checked unless said otherwise', () => {
  const ssl = configWith({ DATABASE_CLIENT: 'postgres', DATABASE_SSL: 'true', DATABASE_SSL_CA: 'PEM' })
    .connection.ssl;
  assert.equal(ssl.ca, 'PEM');
  assert.equal(ssl.rejectUnauthorized, true);
  const lax = configWith({
    DATABASE_CLIENT: 'postgres',
    DATABASE_SSL: 'true',
    DATABASE_SSL_REJECT_UNAUTHORIZED: 'false',
  });
  assert.equal(lax.connection.ssl.rejectUnauthorized, false);
});

test('refuses an unknown client, a port or pool size that is not a number, and a pool upside down', () => {
  assert.throws(
    () => configWith({ DATABASE_CLIENT: 'mysql' }),
    /DATABASE_CLIENT must be one of sqlite, postgres, not "mysql"/,
  );
  assert.throws(
    () => configWith({ DATABASE_CLIENT: 'postgres', DATABASE_PORT: 'abc' }),
    /DATABASE_PORT must be a whole number ≥ 1, not "abc"/,
  );
  assert.throws(
    () => configWith({ DATABASE_CLIENT: 'postgres', DATABASE_POOL_MIN: '-1' }),
    /DATABASE_POOL_MIN must be a whole number ≥ 0/,
  );
  assert.throws(
    () => configWith({ DATABASE_CLIENT: 'postgres', DATABASE_POOL_MIN: '5', DATABASE_POOL_MAX: '2' }),
    /DATABASE_POOL_MAX \(2\) is below DATABASE_POOL_MIN \(5\)/,
  );
  assert.throws(
    () => configWith({ DATABASE_CONNECTION_TIMEOUT: '0' }),
    /DATABASE_CONNECTION_TIMEOUT must be a whole number ≥ 1/,
  );
});

test('timestamps: PostgreSQL’s config makes them UTC both ways, whatever TZ is', () => {
  const { TIMESTAMP } = pg.types.builtins;
  configWith({ DATABASE_CLIENT: 'postgres' });
  const parse = pg.types.getTypeParser(TIMESTAMP, 'text');
  assert.equal(parse('2024-12-31 23:00:00').toISOString(), '2024-12-31T23:00:00.000Z');
  assert.equal(parse('2099-06-01 06:00:00.123456').toISOString(), '2099-06-01T06:00:00.123Z');
  assert.equal(parse('infinity'), Infinity);
  assert.equal(parse('0044-03-15 12:00:00 BC').getUTCHours(), 12);
  assert.equal(prepareValue(new Date('2024-12-31T23:00:00.000Z')), '2024-12-31T23:00:00.000+00:00');
  // Applied again (Strapi loading its config twice): the parser is not wrapped a second time.
  storeTimestampsInUtc(pg);
  assert.equal(pg.types.getTypeParser(TIMESTAMP, 'text'), parse);
});
