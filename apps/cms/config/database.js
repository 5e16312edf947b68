const path = require('node:path');
const { fallback } = require('../src/lib/secrets');
const { storeTimestampsInUtc } = require('../src/lib/utcTimestamps');

/**
 * The database, chosen by `DATABASE_CLIENT`: `sqlite` (the default: a file, nothing to run beside
 * Strapi; `npm run start:cms` and the end-to-end suite) or `postgres` (production, several machines).
 * The variables are those of Strapi's own project template, so Strapi's documentation applies as is.
 */
const CLIENTS = ['sqlite', 'postgres'];

/** An integer variable, refused when it is not one: `env.int` would hand knex a NaN port or pool size. */
function integer(env, key, defaultValue, min) {
  const value = env.int(key, defaultValue);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${key} must be a whole number ≥ ${min}, not "${env(key)}"`);
  }
  return value;
}

function postgres(env) {
  const url = env('DATABASE_URL');
  // Outside production a local PostgreSQL with the template's `strapi`/`strapi` will do; production
  // names its server (a URL, or at least the password), never falls back to a guessable one.
  const password = env('DATABASE_PASSWORD') ?? (url ? undefined : fallback('DATABASE_PASSWORD', 'strapi'));
  const min = integer(env, 'DATABASE_POOL_MIN', 2, 0);
  const max = integer(env, 'DATABASE_POOL_MAX', 10, 1);
  if (max < min) throw new Error(`DATABASE_POOL_MAX (${max}) is below DATABASE_POOL_MIN (${min})`);
  // Datetimes mean the same instant to every instance, whatever its TZ (src/lib/utcTimestamps.js).
  storeTimestampsInUtc(require('pg'));
  return {
    connection: {
      // Set, it wins over the separate variables (pg's own rule).
      connectionString: url,
      host: env('DATABASE_HOST', 'localhost'),
      port: integer(env, 'DATABASE_PORT', 5432, 1),
      database: env('DATABASE_NAME', 'strapi'),
      user: env('DATABASE_USERNAME', 'strapi'),
      password,
      ssl: env.bool('DATABASE_SSL', false) && {
        key: env('DATABASE_SSL_KEY', undefined),
        cert: env('DATABASE_SSL_CERT', undefined),
        ca: env('DATABASE_SSL_CA', undefined),
        capath: env('DATABASE_SSL_CAPATH', undefined),
        cipher: env('DATABASE_SSL_CIPHER', undefined),
        rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
      },
      schema: env('DATABASE_SCHEMA', 'public'),
    },
    pool: { min, max },
  };
}

function sqlite(env) {
  return {
    connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
  };
}

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (!CLIENTS.includes(client)) {
    throw new Error(`DATABASE_CLIENT must be one of ${CLIENTS.join(', ')}, not "${client}"`);
  }
  return {
    connection: {
      client,
      ...(client === 'postgres' ? postgres(env) : sqlite(env)),
      acquireConnectionTimeout: integer(env, 'DATABASE_CONNECTION_TIMEOUT', 60_000, 1),
    },
  };
};
