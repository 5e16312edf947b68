// The last lines of a CI run (.ci/run): each step with its status and time, then every line of its
// log that names a failure or a test that passed only on its retry. CI keeps only a run's tail; the
// lines that say what failed were printed minutes before it (npm test's totals, Lighthouse's pages).
// Usage: node scripts/ci-recap.mjs <folder with `steps` and one `<step>.log` per step>
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Lines that say what went wrong, as the project's own scripts and the tools they run print them. */
const FAILURE =
  /^\s*(✗ |✘ |! |Failed:\s|› The builds failed|No test report was written)|error TS\d+|\b\d+ failed\b|\bflaky\b/;
const NONE_FAILED = /\b0 failed\b/;
export const MAX_LINES = 20;
const MAX_LENGTH = 240;

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are the point.
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines of `log` that name a failure or a retry, each once, without colours, shortened. */
export function failureLines(log) {
  const named = new Set();
  for (const line of log.split('\n').map(plain)) {
    if (FAILURE.test(line) && !NONE_FAILED.test(line)) named.add(line.trim().slice(0, MAX_LENGTH));
  }
  return [...named];
}

/**
 * The recap: `steps` is the folder's `steps` file (`<name> <exit code> <seconds>` a line), `logOf`
 * gives a step's log.
 */
export function recap(steps, logOf) {
  const lines = ['› CI recap'];
  for (const line of steps.trim().split('\n')) {
    const [name, code, seconds] = line.split(' ');
    const passed = code === '0';
    lines.push(
      `  ${passed ? '✓' : '✗'} ${name}: ${passed ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
    );
    const named = failureLines(logOf(name));
    for (const text of named.slice(0, MAX_LINES)) lines.push(`      ${text}`);
    if (named.length > MAX_LINES) lines.push(`      … ${named.length - MAX_LINES} more in the log above`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/ci-recap.mjs <folder>');
    process.exit(2);
  }
  const steps = await readFile(path.join(folder, 'steps'), 'utf8');
  const logs = new Map();
  for (const line of steps.trim().split('\n')) {
    const name = line.split(' ')[0];
    logs.set(name, await readFile(path.join(folder, `${name}.log`), 'utf8').catch(() => ''));
  }
  console.log(recap(steps, (name) => logs.get(name) ?? '').join('\n'));
}
