import { expect, test } from '@playwright/test';
import { CONSENT_CHOSEN_ATTRIBUTE } from '../src/site/consentEarly';

/*
 * The consent banner is in every page's HTML (a shared cache keeps one page for everybody): a visitor
 * who has chosen (the cookie every spec but consent.spec.ts starts with, e2e/consentCookie.ts) must
 * never see it, not even before the page's scripts run. The head's script marks the document before
 * the body is parsed (src/site/consentEarly.ts), the stylesheet hides the banner under the mark, and
 * the after-paint loader removes it without loading its code (src/site/afterPaint.ts).
 */

declare global {
  interface Window {
    /** Whether `<html>` was marked when the body began (recorded by the init script below). */
    markedBeforeBody?: boolean;
  }
}

test('a visitor who has chosen: the page is marked before its body is parsed, the banner hidden, then removed, its code never loaded', async ({
  page,
}) => {
  await page.addInitScript((attribute) => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.markedBeforeBody = document.documentElement.hasAttribute(attribute);
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, CONSENT_CHOSEN_ATTRIBUTE);
  const consentCode: string[] = [];
  page.on('request', (request) => {
    if (/ConsentAnswers|consentBanner|cookieconsent/i.test(request.url())) consentCode.push(request.url());
  });
  const response = await page.goto('/kontakty', { waitUntil: 'load' });
  // The server sent the banner, as to everybody.
  expect(await response?.text()).toContain('data-consent-banner');
  expect(await page.evaluate(() => window.markedBeforeBody)).toBe(true);
  await expect(page.locator('#consent')).toHaveCount(0);
  // The stylesheet's rule under the mark: a banner in the page would not be shown.
  const display = await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<div data-consent-banner id="zkouska">Zkouška</div>');
    return getComputedStyle(document.getElementById('zkouska') as HTMLElement).display;
  });
  expect(display).toBe('none');
  expect(consentCode).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the page is not marked and the banner shows', async ({ page }) => {
    await page.goto('/kontakty');
    await expect(page.getByRole('dialog', { name: 'Používáme cookies' })).toBeVisible();
    expect(
      await page.evaluate(
        (attribute) => document.documentElement.hasAttribute(attribute),
        CONSENT_CHOSEN_ATTRIBUTE,
      ),
    ).toBe(false);
  });
});

test.describe('a visitor who has chosen and asks for the settings (the footer link without JavaScript)', () => {
  test('gets the settings, not the question', async ({ page }) => {
    await page.goto('/kontakty?nastaveni-cookies');
    await expect(page.getByRole('dialog', { name: 'Nastavení cookies' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Používáme cookies' })).toBeHidden();
    await expect(page).toHaveURL(/\/kontakty$/);
  });
});
