import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The totals line of `npm test` (scripts/summarize-tests.mjs) counts every report it finds, so a
// report left by an earlier run must be gone before the tests run. Its e2e report is this app's.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const summarize = path.join(repo, 'scripts/summarize-tests.mjs');

function writeReport(file: string, report: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report));
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the totals of npm test', () => {
  it('count only this run: --clear removes old Vitest and Playwright reports, and nothing in dependencies', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'test-totals-'));
    roots.push(root);
    const oldE2e = path.join(root, 'apps/web/.e2e-reports/e2e.json');
    const oldUnit = path.join(root, 'packages/ui/.vitest-reports/results.json');
    const dependency = path.join(root, 'node_modules/some-package/.vitest-reports/results.json');
    writeReport(oldE2e, { stats: { expected: 20, unexpected: 1, flaky: 0, skipped: 0 } });
    writeReport(oldUnit, { numPassedTests: 7, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 });
    writeReport(dependency, { numPassedTests: 1, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 });

    const clear = spawnSync(process.execPath, [summarize, `--root=${root}`, '--clear'], { encoding: 'utf8' });
    expect(clear.status, clear.stderr).toBe(0);
    expect(existsSync(path.dirname(oldE2e))).toBe(false);
    expect(existsSync(path.dirname(oldUnit))).toBe(false);
    expect(existsSync(dependency)).toBe(true);

    writeReport(path.join(root, 'apps/web/.vitest-reports/results.json'), {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
    });
    const totals = spawnSync(process.execPath, [summarize, `--root=${root}`], { encoding: 'utf8' });
    expect(totals.status, totals.stderr).toBe(0);
    expect(totals.stdout).toContain('tests: 2 passed, 0 failed');
  });

  it('name every failed test with the first line of its error, from Vitest and from Playwright', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'test-totals-'));
    roots.push(root);
    writeReport(path.join(root, '.vitest-reports/stories.json'), {
      numPassedTests: 1,
      numFailedTests: 2,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: path.join(root, 'packages/casco-dialog/src/dialog/CascoDialog.stories.tsx'),
          assertionResults: [
            { status: 'passed', fullName: 'Default', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'English',
              failureMessages: [
                '\u001b[31mTestingLibraryElementError: Unable to find "Name is required."\u001b[39m\n  at …',
              ],
            },
            {
              status: 'failed',
              fullName: 'any Markdown',
              // fast-check's message: the seed and the shrunk case come after the first line.
              failureMessages: [
                'Error: Property failed after 241 tests\n{ seed: 1048226145, path: "240:2", endOnFailure: true }\nCounterexample: ["<ul><li><ul><li>A</li></ul>!"]\nShrunk 9 time(s)',
              ],
            },
          ],
        },
      ],
    });
    writeReport(path.join(root, 'apps/web/.e2e-reports/e2e.json'), {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          file: 'consent.spec.ts',
          specs: [],
          suites: [
            {
              title: 'consent',
              specs: [
                {
                  title: 'the banner is server HTML',
                  file: 'consent.spec.ts',
                  tests: [
                    {
                      projectName: 'chromium',
                      status: 'unexpected',
                      results: [
                        { status: 'failed', error: { message: 'Error: expect(locator).toBeVisible()\n…' } },
                      ],
                    },
                  ],
                },
                {
                  title: 'the settings open',
                  file: 'consent.spec.ts',
                  tests: [
                    {
                      projectName: 'chromium',
                      status: 'flaky',
                      results: [{ error: { message: 'Timeout' } }],
                    },
                  ],
                },
                {
                  title: 'a refusal',
                  file: 'consent.spec.ts',
                  tests: [{ projectName: 'chromium', status: 'expected' }],
                },
              ],
            },
          ],
        },
      ],
    });
    const totals = spawnSync(process.execPath, [summarize, `--root=${root}`], { encoding: 'utf8' });
    expect(totals.status).toBe(1);
    const named = totals.stdout.split('\n').filter((line) => /^ {4}[✗!]/.test(line));
    expect(named).toStrictEqual([
      '    ✗ packages/casco-dialog/src/dialog/CascoDialog.stories.tsx › English: TestingLibraryElementError: Unable to find "Name is required."',
      '    ✗ packages/casco-dialog/src/dialog/CascoDialog.stories.tsx › any Markdown: Error: Property failed after 241 tests (seed 1048226145, counterexample ["<ul><li><ul><li>A</li></ul>!"])',
      '    ✗ consent.spec.ts › chromium › the banner is server HTML: Error: expect(locator).toBeVisible()',
      // A pass on the retry counts as passed, and still shows with the failure before it.
      '    ! passed on its retry after: consent.spec.ts › chromium › the settings open: Timeout',
    ]);
    expect(totals.stdout).toContain(
      'apps/web/.e2e-reports/e2e.json: 2 passed (1 of them on a retry), 1 failed',
    );
    expect(totals.stdout).toContain('tests: 3 passed (1 only on a retry), 3 failed');
  });

  it('are cleared by scripts/test.sh before turbo runs the tasks', () => {
    const script = readFileSync(path.join(repo, 'scripts/test.sh'), 'utf8');
    const clear = script.indexOf('scripts/summarize-tests.mjs --clear');
    expect(clear).toBeGreaterThan(-1);
    expect(clear).toBeLessThan(script.indexOf('turbo run'));
  });
});
