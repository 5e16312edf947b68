import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkSiteLog } from './logPrivacy';

/**
 * After the run: the site's log must hold no value a test typed (logPrivacy.ts), then the run's
 * temporary folder goes (the sandbox database and its WAL files, the log) made by playwright.config.ts.
 */
export default function checkLogAndClean(): void {
  const file = process.env.E2E_SANDBOX_DB;
  if (!file || !path.basename(path.dirname(file)).startsWith('e2e-sandbox-')) return;
  const log = path.join(path.dirname(file), 'site.log');
  try {
    if (existsSync(log)) {
      const { lines, values } = checkSiteLog(log, file);
      process.stdout.write(
        `The site's log: ${lines} JSON lines, none holding any of ${values} values typed in the run\n`,
      );
    }
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
