// scripts/ci-recap.mjs: the tail CI keeps names what failed, from the lines the project's own
// scripts print (summarize-tests, Lighthouse, test:production, turbo, Playwright).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines, MAX_LINES, recap } from './ci-recap.mjs';

const npmTestLog = [
  '\u001b[32m✓\u001b[39m build',
  '  apps/web/.e2e-reports/e2e.json: 420 passed (1 of them on a retry), 1 failed',
  '    ✗ form-budgets.spec.ts › chromium › JavaScript of /technologie: Error: /technologie loaded',
  '    ! passed on its retry after: pages.spec.ts › chromium › /o-nas renders: Error: paints no frame',
  '  packages/ui/.vitest-reports/results.json: 149 passed, 0 failed',
  ' Failed:    @insurance-web/web#e2e',
  '✘ /neznamy-blok: seo 69 < 100',
  'src/x.ts(3,1): error TS2322: Type string is not assignable',
  'tests: 4372 passed (1 only on a retry), 1 failed',
  'tests: 4372 passed (1 only on a retry), 1 failed',
].join('\n');

describe('failureLines', () => {
  it('keeps each line naming a failure or a retry once, without colours; counts of 0 failed are left out', () => {
    expect(failureLines(npmTestLog)).toStrictEqual([
      'apps/web/.e2e-reports/e2e.json: 420 passed (1 of them on a retry), 1 failed',
      '✗ form-budgets.spec.ts › chromium › JavaScript of /technologie: Error: /technologie loaded',
      '! passed on its retry after: pages.spec.ts › chromium › /o-nas renders: Error: paints no frame',
      'Failed:    @insurance-web/web#e2e',
      '✘ /neznamy-blok: seo 69 < 100',
      'src/x.ts(3,1): error TS2322: Type string is not assignable',
      'tests: 4372 passed (1 only on a retry), 1 failed',
    ]);
  });

  it('finds nothing in a green log', () => {
    expect(
      failureLines('✓ 74 passed (1.5m)\ntests: 4373 passed, 0 failed\nproduction-shape: 10 passed, 0 failed'),
    ).toStrictEqual([]);
  });
});

describe('recap', () => {
  it('gives each step its status and time, and under a failed one what failed, at most MAX_LINES', () => {
    const many = Array.from({ length: MAX_LINES + 3 }, (_, i) => `  ✗ check ${i}`).join('\n');
    const logs = { 'npm-test': npmTestLog, 'test-production': many, postgres: '  74 passed' };
    const lines = recap('npm-test 1 1769\ntest-production 1 131\npostgres 0 95\n', (name) => logs[name]);
    expect(lines[0]).toBe('› CI recap');
    expect(lines[1]).toBe('  ✗ npm-test: failed (exit 1) in 1769 s');
    expect(lines).toContain('      ✘ /neznamy-blok: seo 69 < 100');
    const production = lines.indexOf('  ✗ test-production: failed (exit 1) in 131 s');
    expect(lines.slice(production + 1, production + 1 + MAX_LINES + 1).at(-1)).toBe(
      '      … 3 more in the log above',
    );
    expect(lines.at(-1)).toBe('  ✓ postgres: passed in 95 s');
  });
});

describe('the command', () => {
  it("reads the folder .ci/run writes: the steps file and each step's log", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ci-recap-'));
    try {
      writeFileSync(path.join(folder, 'steps'), 'npm-test 0 1700\ne2e-cms-postgres 1 90\n');
      writeFileSync(path.join(folder, 'npm-test.log'), 'tests: 4373 passed, 0 failed\n');
      writeFileSync(
        path.join(folder, 'e2e-cms-postgres.log'),
        '  ✘  71 [publish] › publish.spec.ts:89:1 › a page (1.7s)\n  1 failed\n',
      );
      const output = execFileSync(
        process.execPath,
        [path.join(import.meta.dirname, 'ci-recap.mjs'), folder],
        {
          encoding: 'utf8',
        },
      );
      expect(output.trim().split('\n')).toStrictEqual([
        '› CI recap',
        '  ✓ npm-test: passed in 1700 s',
        '  ✗ e2e-cms-postgres: failed (exit 1) in 90 s',
        '      ✘  71 [publish] › publish.spec.ts:89:1 › a page (1.7s)',
        '      1 failed',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
