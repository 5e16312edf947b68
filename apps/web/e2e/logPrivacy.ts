import { existsSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/**
 * The end-to-end suite's check of the site's log (src/observability/logging.mjs): server.mjs's stdout
 * goes to a file for the run (playwright.config.ts), and once every test has run (teardown.ts) no line
 * may hold a value a test typed or carried in an address: the leads' names, phones, e-mails, birth and
 * policy numbers, plates and messages (what the sandbox stored, read from its database), every
 * cancellation link's token (the sandbox's tokens), and the searches with digits (search.spec.ts).
 * Reading what was stored, not a list kept by hand, it covers every journey of the run, whichever ran.
 */

/** A search with a birth number, typed by search.spec.ts: its digits must reach no log. */
export const SEARCHED_BIRTH_NUMBER = '900101/1234';

/** The fields of a lead that hold what a visitor typed about themselves (api-client's schemas). */
const PERSONAL_FIELD =
  /name|phone|mail|personal(Id|In)|identification|plate|spz|policy|message|question|text|description|companyId|token/i;
/** Shorter values are words any log line may hold by chance ("Praha"); typed values are longer. */
const MIN_LENGTH = 6;

/** Every personal value in `payload` (a stored lead's JSON), with a phone's or birth number's digits alone too. */
export function personalValues(payload: unknown, key = ''): string[] {
  if (typeof payload === 'string') {
    if (!PERSONAL_FIELD.test(key) || payload.trim().length < MIN_LENGTH) return [];
    const digits = payload.replace(/\D/g, '');
    return digits.length >= MIN_LENGTH && digits !== payload ? [payload, digits] : [payload];
  }
  if (Array.isArray(payload)) return payload.flatMap((item) => personalValues(item, key));
  if (payload && typeof payload === 'object') {
    return Object.entries(payload).flatMap(([name, value]) => personalValues(value, name));
  }
  return [];
}

/** What this run's visitors typed, as the sandbox stored it, and the tokens of its cancellation links. */
export function typedValues(sandboxDatabase: string): Set<string> {
  const values = new Set<string>([SEARCHED_BIRTH_NUMBER, SEARCHED_BIRTH_NUMBER.replace(/\D/g, '')]);
  if (!existsSync(sandboxDatabase)) return values;
  const db = new DatabaseSync(sandboxDatabase, { readOnly: true });
  try {
    for (const { payload } of db.prepare('SELECT payload FROM requests').all() as { payload: string }[]) {
      for (const value of personalValues(JSON.parse(payload))) values.add(value);
    }
    for (const { token } of db.prepare('SELECT token FROM tokens').all() as { token: string }[])
      values.add(token);
  } finally {
    db.close();
  }
  return values;
}

export interface LogFinding {
  line: number;
  problem: string;
}

/**
 * Each line of `log` that is not one JSON object, or that holds one of `typed` (also as the address
 * encodes it): what must fail the run. The value itself is not repeated in the finding.
 */
export function logFindings(log: string, typed: Iterable<string>): LogFinding[] {
  const needles = [...new Set([...typed].flatMap((value) => [value, encodeURIComponent(value)]))];
  const findings: LogFinding[] = [];
  log.split('\n').forEach((text, index) => {
    if (!text.trim()) return;
    try {
      if (typeof JSON.parse(text) !== 'object') throw new Error();
    } catch {
      findings.push({ line: index + 1, problem: 'not a JSON line' });
      return;
    }
    const leaked = needles.filter((needle) => text.includes(needle));
    if (leaked.length)
      findings.push({ line: index + 1, problem: `holds ${leaked.length} value(s) a visitor typed` });
  });
  return findings;
}

/** The whole check on the run's files: throws, naming the lines, if the log leaks or is not structured. */
export function checkSiteLog(logFile: string, sandboxDatabase: string): { lines: number; values: number } {
  const log = readFileSync(logFile, 'utf8');
  const typed = typedValues(sandboxDatabase);
  const findings = logFindings(log, typed);
  if (findings.length) {
    const shown = findings.slice(0, 20).map(({ line, problem }) => `  line ${line}: ${problem}`);
    throw new Error(`The site's log (${logFile}) fails the privacy check:\n${shown.join('\n')}`);
  }
  return { lines: log.split('\n').filter((line) => line.trim()).length, values: typed.size };
}
