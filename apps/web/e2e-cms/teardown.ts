import { rmSync } from 'node:fs';
import path from 'node:path';
import removeSandboxDatabase from '../e2e/teardown';

/** Removes the run's Strapi folder (SQLite file, uploads) and sandbox database, made by playwright.cms.config.ts. */
export default function removeRunFolders(): void {
  const dir = process.env.E2E_CMS_DIR;
  if (dir && path.basename(dir).startsWith('e2e-cms-')) rmSync(dir, { recursive: true, force: true });
  removeSandboxDatabase();
}
