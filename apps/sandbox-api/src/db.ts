import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Which cancellation link a token belongs to (SPEC §7: cancel contract, cancel contract change). */
export type TokenKind = 'contract' | 'change';

export interface StoredRequest {
  id: number;
  /** The logical name of the call, e.g. `callMeLead`. */
  endpoint: string;
  method: string;
  /** The path without its query; a cancellation token never gets here. */
  path: string;
  receivedAt: string;
  /** The request body exactly as received. */
  payload: string;
  /** The `x-source` header (SPEC §7: `WEB_OTHER`, `WEB_VEHICLE_R`, ...), if sent. */
  source: string | null;
  /** The `Idempotency-Key` header the lead was sent with, if any. */
  idempotencyKey: string | null;
}

export interface StoredToken {
  token: string;
  kind: TokenKind;
  label: string;
  createdAt: string;
  usedAt: string | null;
}

export interface SandboxStore {
  record(
    entry: Omit<StoredRequest, 'id' | 'receivedAt' | 'source' | 'idempotencyKey'> & {
      source?: string | null;
      idempotencyKey?: string | null;
    },
    now?: Date,
  ): StoredRequest;
  /** The request stored with this `Idempotency-Key` at `now - IDEMPOTENCY_WINDOW_MS` or later, if any. */
  byIdempotencyKey(key: string, now?: Date): StoredRequest | undefined;
  /** Newest first. */
  requests(limit?: number): StoredRequest[];
  /** Marks a token used; `false` when it is unknown, of the other kind, or used already. */
  consumeToken(token: string, kind: TokenKind, now?: Date): boolean;
  addToken(kind: TokenKind, label: string, token?: string): StoredToken;
  tokens(options?: { unusedOnly?: boolean }): StoredToken[];
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL,
  source TEXT,
  idempotency_key TEXT
);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contract', 'change')),
  label TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
`;

/** Demo links seeded on the first start, so the cancellation banner can be tried by hand. */
const DEMO_TOKENS: [TokenKind, string][] = [
  ['contract', 'Povinné ručení, Jana Nováková'],
  ['contract', 'Havarijní pojištění, Petr Dvořák'],
  ['contract', 'Pojištění majetku, Tereza Černá'],
  ['change', 'Změna pojistné smlouvy: připojištění skel'],
  ['change', 'Změna pojistné smlouvy: nový řidič'],
  ['change', 'Změna pojistné smlouvy: změna SPZ'],
];

/** How long a lead's `Idempotency-Key` is remembered: a tab that comes back online a day later still sends once. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const newToken = (): string => randomBytes(18).toString('base64url');

interface RequestRow {
  id: number;
  endpoint: string;
  method: string;
  path: string;
  received_at: string;
  payload: string;
  source: string | null;
  idempotency_key: string | null;
}

interface TokenRow {
  token: string;
  kind: TokenKind;
  label: string;
  created_at: string;
  used_at: string | null;
}

const toRequest = (row: RequestRow): StoredRequest => ({
  id: row.id,
  endpoint: row.endpoint,
  method: row.method,
  path: row.path,
  receivedAt: row.received_at,
  payload: row.payload,
  source: row.source,
  idempotencyKey: row.idempotency_key,
});

const toToken = (row: TokenRow): StoredToken => ({
  token: row.token,
  kind: row.kind,
  label: row.label,
  createdAt: row.created_at,
  usedAt: row.used_at,
});

/** Opens (creating if missing) the sandbox database: WAL, schema, demo tokens on the first start. */
export function openStore(file: string, options: { seedTokens?: boolean } = {}): SandboxStore {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
  db.exec(SCHEMA);
  // Databases from before the `source` and `idempotency_key` columns get them; their rows keep `NULL`.
  const columns = db.prepare('PRAGMA table_info(requests)').all() as unknown as { name: string }[];
  for (const column of ['source', 'idempotency_key']) {
    if (!columns.some((existing) => existing.name === column))
      db.exec(`ALTER TABLE requests ADD COLUMN ${column} TEXT`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS requests_idempotency_key ON requests (idempotency_key)');

  const insertRequest = db.prepare(
    'INSERT INTO requests (endpoint, method, path, received_at, payload, source, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const columnsRead = 'id, endpoint, method, path, received_at, payload, source, idempotency_key';
  const selectRequests = db.prepare(`SELECT ${columnsRead} FROM requests ORDER BY id DESC LIMIT ?`);
  const selectByKey = db.prepare(
    `SELECT ${columnsRead} FROM requests WHERE idempotency_key = ? AND received_at >= ? ORDER BY id LIMIT 1`,
  );
  const insertToken = db.prepare(
    'INSERT INTO tokens (token, kind, label, created_at, used_at) VALUES (?, ?, ?, ?, NULL)',
  );
  const useToken = db.prepare(
    'UPDATE tokens SET used_at = ? WHERE token = ? AND kind = ? AND used_at IS NULL',
  );
  const selectTokens = db.prepare(
    'SELECT token, kind, label, created_at, used_at FROM tokens ORDER BY created_at, rowid',
  );
  const countTokens = db.prepare('SELECT COUNT(*) AS n FROM tokens');

  const addToken = (kind: TokenKind, label: string, token = newToken()): StoredToken => {
    const createdAt = new Date().toISOString();
    insertToken.run(token, kind, label, createdAt);
    return { token, kind, label, createdAt, usedAt: null };
  };

  if (options.seedTokens !== false && (countTokens.get() as { n: number }).n === 0) {
    for (const [kind, label] of DEMO_TOKENS) addToken(kind, label);
  }

  return {
    record(entry, now = new Date()) {
      const receivedAt = now.toISOString();
      const source = entry.source ?? null;
      const idempotencyKey = entry.idempotencyKey ?? null;
      const result = insertRequest.run(
        entry.endpoint,
        entry.method,
        entry.path,
        receivedAt,
        entry.payload,
        source,
        idempotencyKey,
      );
      return { ...entry, source, idempotencyKey, id: Number(result.lastInsertRowid), receivedAt };
    },
    byIdempotencyKey(key, now = new Date()) {
      const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
      const row = selectByKey.get(key, since) as unknown as RequestRow | undefined;
      return row ? toRequest(row) : undefined;
    },
    requests(limit = 500) {
      return (selectRequests.all(limit) as unknown as RequestRow[]).map(toRequest);
    },
    consumeToken(token, kind, now = new Date()) {
      return useToken.run(now.toISOString(), token, kind).changes === 1;
    },
    addToken,
    tokens({ unusedOnly = false } = {}) {
      const all = (selectTokens.all() as unknown as TokenRow[]).map(toToken);
      return unusedOnly ? all.filter((token) => token.usedAt === null) : all;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
