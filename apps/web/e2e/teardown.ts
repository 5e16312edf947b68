import { rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the run's temporary sandbox database (and its WAL files) made by playwright.config.ts. */
export default function removeSandboxDatabase(): void {
  const file = process.env.E2E_SANDBOX_DB;
  if (file && path.basename(path.dirname(file)).startsWith('e2e-sandbox-')) {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
