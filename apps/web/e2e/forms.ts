import { expect, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './support';

/*
 * What every lead form's end-to-end test shares: the form found by its section heading once it has
 * hydrated, the server's answer spoiled or the connection dropped for one call, and what the page
 * pushed to the data layer.
 */

/** The form section named `heading`, after every island of the page has hydrated. */
export async function formSection(page: Page, heading: string | RegExp): Promise<Locator> {
  await waitForIslands(page);
  const section = page.getByRole('region', { name: heading });
  await expect(section).toBeVisible();
  return section;
}

/**
 * Lets the form's own checks pass, then spoils `field` on the way out, so the real sandbox rejects
 * it with its field error (SPEC §8): the form must show it under the field.
 */
export async function spoilOnTheWay(page: Page, url: string, field: string, value: unknown): Promise<void> {
  await page.route(url, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, [field]: value }) });
  });
}

/** The connection drops for every call to `url`. */
export async function dropConnection(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.abort('connectionreset'));
}

/** The events the page pushed to `window.dataLayer`. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** Closes a status dialog (confirmation, error) with its text button and waits until it is gone. */
export async function closeStatusDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Zavřít', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

/** Types into a phone field after its prefilled `+420 `, as a visitor does. */
export async function typeAfterPrefix(phone: Locator, digits: string): Promise<void> {
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}
