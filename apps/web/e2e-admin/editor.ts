import path from 'node:path';

/**
 * The editor the CMS seeds for this run (`CMS_EDITOR_EMAIL`, `CMS_EDITOR_PASSWORD` in
 * playwright.cms.config.ts), with the Editor role: the one person every admin test works as.
 * The CMS creates her once its first administrator exists (apps/cms/src/admin-setup/accounts.js):
 * e2e-cms/preview.spec.ts registers that one, or the login below when it runs alone.
 */
export const EDITOR = {
  email: 'jana.redaktorova@example.cz',
  password: 'Redakce-2026-heslo',
} as const;

/** The first administrator, registered at /admin only when nobody has registered one yet. */
export const FIRST_ADMIN = {
  firstname: 'Správce',
  lastname: 'Webu',
  email: 'spravce.webu@example.cz',
  password: 'Spravce-2026-heslo',
} as const;

/**
 * Where the editor's logged-in session (the admin's cookies and local storage) is kept between the
 * login and the other admin tests: in the run's folder (made by the config, removed by its teardown).
 */
export function adminStateFile(): string {
  const dir = process.env.E2E_CMS_DIR;
  if (!dir) throw new Error('E2E_CMS_DIR is not set: run the admin tests through playwright.cms.config.ts');
  return path.join(dir, 'admin-editor.json');
}
