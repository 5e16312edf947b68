// Adds up every test report of this run (Vitest's JSON in `.vitest-reports`, Playwright's in
// `.e2e-reports`) and prints one closing line:
// `tests: N passed, N failed` (plus skipped), so that CI and people read one number.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = [];
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  const dir = entry.parentPath ?? entry.path;
  if (dir.includes('node_modules')) continue;
  const reportDir = path.basename(dir) === '.vitest-reports' || path.basename(dir) === '.e2e-reports';
  if (entry.isFile() && reportDir && entry.name.endsWith('.json')) {
    reports.push(path.join(dir, entry.name));
  }
}

/** Playwright's report counts in `stats`; a flaky test (passed on retry) counts as failed here. */
function toCounts(report) {
  if (!report.stats || report.numPassedTests !== undefined) return report;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    numPassedTests: expected,
    numFailedTests: unexpected + flaky,
    numPendingTests: skipped,
    numTodoTests: 0,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports) {
  const result = toCounts(JSON.parse(await readFile(report, 'utf8')));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  console.log(
    `  ${path.relative(root, report)}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`,
  );
}
if (reports.length === 0) {
  console.error('No test report was written: the test tasks did not run.');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
