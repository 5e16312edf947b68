import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed table of the JavaScript each demo page loads (`e2e/js-per-page.md`): every page's
 * test in pages.spec.ts measures its page and compares it with its row, and with the row's budget.
 * `pnpm js-table` measures every page again and rewrites the table, keeping the budgets.
 */
export const JS_TABLE_FILE = fileURLToPath(new URL('./js-per-page.md', import.meta.url));
/** Where `JS_TABLE_UPDATE=1` runs leave each page's row for `scripts/js-table.ts` (git-ignored). */
export const JS_ROWS_DIR = fileURLToPath(new URL('../.js-table/', import.meta.url));
/** Bytes a page may differ from its row before the table counts as out of date. */
export const JS_TABLE_TOLERANCE_KB = 1;

export interface JsRow {
  page: string;
  /** Scripts transferred (gzip) with every island hydrated, before any is used. */
  kB: number;
  files: number;
  islands: number;
  /** What the page may load at most; set by hand, kept when the table is regenerated. */
  budgetKb: number;
}

const HEADER = [
  '| Page | JavaScript loaded (kB, gzip) | Files | Islands | Budget (kB) |',
  '| --- | ---: | ---: | ---: | ---: |',
];

export function parseJsTable(markdown: string): Map<string, JsRow> {
  const rows = new Map<string, JsRow>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, page, kB, files, islands, budget] = cells;
    if (!page?.startsWith('`/')) continue;
    const name = page.replaceAll('`', '');
    rows.set(name, {
      page: name,
      kB: Number(kB),
      files: Number(files),
      islands: Number(islands),
      budgetKb: Number(budget),
    });
  }
  return rows;
}

export function readJsTable(): Map<string, JsRow> {
  return parseJsTable(readFileSync(JS_TABLE_FILE, 'utf8'));
}

export function formatJsTable(rows: readonly JsRow[], preamble: string): string {
  const sorted = [...rows].sort((a, b) => a.page.localeCompare(b.page));
  const lines = sorted.map(
    (row) => `| \`${row.page}\` | ${row.kB.toFixed(1)} | ${row.files} | ${row.islands} | ${row.budgetKb} |`,
  );
  return `${preamble.trimEnd()}\n\n${[...HEADER, ...lines].join('\n')}\n`;
}

/** A page's measured row, left for `pnpm js-table` (one file per page: tests run in parallel). */
export function leaveJsRow(row: Omit<JsRow, 'budgetKb'>): void {
  mkdirSync(JS_ROWS_DIR, { recursive: true });
  const name = row.page === '/' ? 'home' : row.page.slice(1).replaceAll('/', '__');
  writeFileSync(path.join(JS_ROWS_DIR, `${name}.json`), JSON.stringify(row));
}

export function measuredRows(): Omit<JsRow, 'budgetKb'>[] {
  return readdirSync(JS_ROWS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(JS_ROWS_DIR, file), 'utf8')));
}
