/** The DATABASE_* variables Strapi's apps/cms/config/database.js reads for a PostgreSQL server. */
export interface PostgresEnv {
  DATABASE_CLIENT: 'postgres';
  DATABASE_HOST: string;
  DATABASE_PORT: string;
  DATABASE_NAME: string;
  DATABASE_USERNAME: string;
  DATABASE_PASSWORD: string;
  DATABASE_SSL: 'false';
  [key: string]: string;
}

export interface PostgresOptions {
  /** Port on 127.0.0.1 (the server listens on loopback only). */
  port: number;
  /** The cluster's folder: made on first use, reused after (the same user and password). */
  dataDir: string;
  /** Default `strapi`. Lowercase SQL names. */
  database?: string;
  /** Default `strapi`. */
  user?: string;
  /** Default `strapi`. */
  password?: string;
  /** Empty an existing cluster first (never a folder that is not one). Default false. */
  reset?: boolean;
  /** Delete the cluster's folder once the server has stopped (a test's database). Default false. */
  temporary?: boolean;
  /** Each line PostgreSQL logs (startup, warnings, errors). */
  log?: (line: string) => void;
}

export interface RunningPostgres {
  env: PostgresEnv;
  /** `postgres://user:password@127.0.0.1:port/database` */
  url: string;
  /** Fast shutdown (clients disconnected), SIGKILL after 15 s; idempotent. */
  stop(): Promise<void>;
}

/** The major version of the bundled binaries. */
export declare const POSTGRES_MAJOR: string;
export declare function startPostgres(options: PostgresOptions): Promise<RunningPostgres>;
export declare function postgresEnv(server: {
  port: number;
  database: string;
  user: string;
  password: string;
}): PostgresEnv;
export declare function postgresUrl(server: {
  port: number;
  database: string;
  user: string;
  password: string;
}): string;
export declare function checkOptions(
  options: Partial<Record<keyof PostgresOptions, unknown>>,
): Required<Omit<PostgresOptions, 'log'>>;
export declare function parseArgs(argv: readonly string[]): Required<Omit<PostgresOptions, 'log'>>;
export declare function dataDirAction(dataDir: string): 'init' | 'reuse';
export declare function shellValue(value: string): string;
/** One statement (`$1`, `$2` … parameters) on a running server; its rows. */
export declare function query(
  server: { port: number; database: string; user: string; password: string },
  sql: string,
  params?: readonly unknown[],
): Promise<Record<string, unknown>[]>;
