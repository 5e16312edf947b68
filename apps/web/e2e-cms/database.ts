import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { query } from '../../../scripts/postgres.mjs';

/**
 * The database of this run's Strapi (playwright.cms.config.ts): its SQLite file, or with
 * `E2E_CMS_DATABASE=postgres` a PostgreSQL cluster of the run (scripts/postgres.mjs).
 */
export const DATABASES = ['sqlite', 'postgres'] as const;
export type Database = (typeof DATABASES)[number];

function chosenDatabase(): Database {
  const value = process.env.E2E_CMS_DATABASE ?? 'sqlite';
  const found = DATABASES.find((each) => each === value);
  if (!found) throw new Error(`E2E_CMS_DATABASE must be one of ${DATABASES.join(', ')}, not "${value}"`);
  return found;
}

export const CMS_DATABASE: Database = chosenDatabase();

/** The PostgreSQL of the run: on loopback, its folder beside the run's (deleted when it stops). */
export const POSTGRES = {
  port: Number(process.env.E2E_CMS_POSTGRES_PORT ?? 4332),
  database: 'strapi',
  user: 'strapi',
  password: 'e2e-cms-postgres-0123456789',
};

/** SQLite's file in the run's folder. */
export const sqliteFile = () => path.join(process.env.E2E_CMS_DIR ?? '', 'data.db');

/**
 * One SQL statement on Strapi's database, for a test that stores what Strapi's API refuses. Written
 * once for both: `$1`, `$2` … parameters, each used once and in order (SQLite gets `?`).
 */
export async function strapiSql<Row>(
  sql: string,
  params: readonly (string | number | null)[] = [],
): Promise<Row[]> {
  if (CMS_DATABASE === 'postgres') return (await query(POSTGRES, sql, params)) as Row[];
  const db = new DatabaseSync(sqliteFile());
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as Row[];
  } finally {
    db.close();
  }
}
