// `pnpm js-table`: after the every-page tests have measured each page (JS_TABLE_UPDATE=1), rewrites
// e2e/js-per-page.md from their rows. A page's budget is kept; a new page gets its figure plus 10 %.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  formatJsTable,
  JS_ROWS_DIR,
  JS_TABLE_FILE,
  type JsRow,
  measuredRows,
  parseJsTable,
} from '../e2e/jsPerPage.ts';

const markdown = readFileSync(JS_TABLE_FILE, 'utf8');
const committed = parseJsTable(markdown);
const preamble = markdown.slice(0, markdown.indexOf('| Page |'));
const rows: JsRow[] = measuredRows().map((row) => ({
  ...row,
  budgetKb: committed.get(row.page)?.budgetKb ?? Math.ceil(row.kB * 1.1),
}));
if (rows.length === 0) {
  process.stderr.write('js-table: no measured page: run the every-page tests with JS_TABLE_UPDATE=1 first\n');
  process.exit(1);
}
writeFileSync(JS_TABLE_FILE, formatJsTable(rows, preamble));
rmSync(JS_ROWS_DIR, { recursive: true, force: true });
process.stdout.write(`js-table: ${rows.length} pages written to e2e/js-per-page.md\n`);
for (const row of rows) {
  if (row.kB > row.budgetKb)
    process.stdout.write(`  over budget: ${row.page} ${row.kB} kB > ${row.budgetKb} kB\n`);
}
