// Adds up every test report of this run (Vitest's JSON in `.vitest-reports`, Playwright's in
// `.e2e-reports`) and prints one closing line:
// `tests: N passed, N failed` (plus skipped), so that CI and people read one number.
// Each failed test is named under its report, with the first line of its error: CI keeps only the
// end of a run's output, where a story's own failure location is often out of sight or wrong.
// `--clear` removes those report directories instead: `scripts/test.sh` runs it before the tests, so a
// report left by an earlier run is never counted again. One list of directories serves both, so the
// two cannot drift apart. `--root=DIR` works on another tree than this checkout (for its test).
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const REPORT_DIRS = new Set(['.vitest-reports', '.e2e-reports']);
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.turbo']);

const rootArg = process.argv.find((arg) => arg.startsWith('--root='));
const root = path.resolve(rootArg ? rootArg.slice('--root='.length) : path.join(import.meta.dirname, '..'));

/** Every report directory under `dir`, without descending into dependencies. */
async function reportDirs(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name)) continue;
    const child = path.join(dir, entry.name);
    if (REPORT_DIRS.has(entry.name)) found.push(child);
    else found.push(...(await reportDirs(child)));
  }
  return found;
}

if (process.argv.includes('--clear')) {
  for (const dir of await reportDirs(root)) await rm(dir, { recursive: true, force: true });
  process.exit(0);
}

const reports = [];
for (const dir of await reportDirs(root)) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) reports.push(path.join(entry.parentPath, entry.name));
  }
}
reports.sort();

/**
 * Playwright's report counts in `stats`. A test that failed and then passed on its one retry (CI
 * only, e2e/playwrightShared.ts) counts as passed and is listed with its first failure under its
 * report (`!`), so that a retry never hides what happened.
 */
function toCounts(report) {
  if (!report.stats || report.numPassedTests !== undefined) return report;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    numPassedTests: expected + flaky,
    numRetriedTests: flaky,
    numFailedTests: unexpected,
    numPendingTests: skipped,
    numTodoTests: 0,
  };
}

const MESSAGE_LENGTH = 300;

/** The first line of an error, without terminal colours, short enough for a log line. */
function firstLine(message = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are the point.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, MESSAGE_LENGTH);
}

/**
 * Every error of a failed Playwright run, each with its line: a timeout's first error says only
 * "Test timeout of 60000ms exceeded", the next one names the step that was still waiting (the only
 * clue CI keeps of a failure that does not come back when run again).
 */
function playwrightErrors(result) {
  const errors = result?.errors?.length ? result.errors : [result?.error ?? {}];
  return errors
    .map((error) => {
      const at = error.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
      // Playwright's call log names the locator an action waited for.
      const waited = /^\s*- (waiting for .*)$/m.exec(error.message ?? '')?.[1];
      return `${firstLine(error.message)}${waited ? `, ${waited.slice(0, MESSAGE_LENGTH)}` : ''}${at}`;
    })
    .join(' · ');
}

/**
 * A failed fast-check property's seed and shrunk counterexample, which its first line ("Property
 * failed after 241 tests") leaves out: with them the failure can be run again where it happened.
 */
function propertyCase(message = '') {
  const seed = /seed: (-?\d+)/.exec(message)?.[1];
  const example = /^Counterexample: (.*)$/m.exec(message)?.[1];
  if (!seed || !example) return '';
  return ` (seed ${seed}, counterexample ${example.slice(0, MESSAGE_LENGTH)})`;
}

/** `file › test: message` for every failed test of a Vitest or Playwright report. */
function failures(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `✗ ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}${propertyCase(test.failureMessages?.[0])}`,
        ),
    );
  }
  const found = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = test.results?.find((run) => run.error);
        const flaky = test.status === 'flaky' ? '! passed on its retry after: ' : '✗ ';
        found.push(
          `${flaky}${spec.file ?? file} › ${test.projectName} › ${spec.title}: ${playwrightErrors(result)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return found;
}

/** Playwright annotations a test wrote about the run itself (e2e/support.ts: `no frames`), passed or not. */
function annotations(report) {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const note of test.annotations ?? []) {
          if (note.type === 'no frames') found.push(`${spec.file} › ${spec.title}: ${note.description}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return found;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let retried = 0;
for (const report of reports) {
  const json = JSON.parse(await readFile(report, 'utf8'));
  const result = toCounts(json);
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  retried += result.numRetriedTests ?? 0;
  const onRetry = result.numRetriedTests ? ` (${result.numRetriedTests} of them on a retry)` : '';
  console.log(
    `  ${path.relative(root, report)}: ${result.numPassedTests} passed${onRetry}, ${result.numFailedTests} failed`,
  );
  for (const failure of failures(json)) console.log(`    ${failure}`);
  for (const note of annotations(json)) console.log(`    ! ${note}`);
}
if (reports.length === 0) {
  console.error('No test report was written: the test tasks did not run.');
  process.exit(1);
}
const afterRetry = retried ? ` (${retried} only on a retry)` : '';
console.log(`tests: ${passed} passed${afterRetry}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
