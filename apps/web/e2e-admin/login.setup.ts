import { expect, test as setup } from '@playwright/test';
import { CMS_URL } from '../e2e-cms/servers';
import { ADMIN_URL, logIn } from './admin';
import { adminStateFile, EDITOR, FIRST_ADMIN } from './editor';

/**
 * The seeded editor logs in through the admin's login form; her session is kept for every other
 * admin test (`storageState` of the `admin` project).
 */
setup('the seeded editor logs in to the admin', async ({ page }) => {
  const init = (await (await fetch(`${CMS_URL}/admin/init`)).json()) as { data?: { hasAdmin?: boolean } };
  // Run without e2e-cms/preview.spec.ts, which registers the first administrator, the CMS still
  // waits for one before it creates the editor.
  if (init.data?.hasAdmin === false) {
    const registered = await fetch(`${CMS_URL}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(FIRST_ADMIN),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
  }
  // The CMS creates the editor just after the first administrator's registration has committed.
  // A few tries only: Strapi allows 5 logins of one address in 5 minutes, the form's included.
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 200; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    const login = await fetch(`${CMS_URL}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    status = login.status;
  }
  expect(status, 'the seeded editor can log in').toBe(200);
  await logIn(page, EDITOR);
  await expect(page).toHaveURL(new RegExp(`^${ADMIN_URL}/?$`));
  await page.context().storageState({ path: adminStateFile() });
});
