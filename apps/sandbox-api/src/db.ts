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
    entry: Omit<StoredRequest, 'id' | 'receivedAt' | 'source'> & { source?: string | null },
    now?: Date,
  ): StoredRequest;
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
  source TEXT
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

export const newToken = (): string => randomBytes(18).toString('base64url');

interface RequestRow {
  id: number;
  endpoint: string;
  method: string;
  path: string;
  received_at: string;
  payload: string;
  source: string | null;
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
  // Databases from before the `source` column get it added; their rows keep `NULL`.
  const columns = db.prepare('PRAGMA table_info(requests)').all() as unknown as { name: string }[];
  if (!columns.some((column) => column.name === 'source'))
    db.exec('ALTER TABLE requests ADD COLUMN source TEXT');

  const insertRequest = db.prepare(
    'INSERT INTO requests (endpoint, method, path, received_at, payload, source) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectRequests = db.prepare(
    'SELECT id, endpoint, method, path, received_at, payload, source FROM requests ORDER BY id DESC LIMIT ?',
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
      const result = insertRequest.run(
        entry.endpoint,
        entry.method,
        entry.path,
        receivedAt,
        entry.payload,
        source,
      );
      return { ...entry, source, id: Number(result.lastInsertRowid), receivedAt };
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
