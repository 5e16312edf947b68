import { expect, test } from '@playwright/test';
import { formSection } from './forms';
import { waitForIslands } from './support';

/*
 * Issue 24, no dead ends on the claims pages: what to prepare, the claims call-back with its claim
 * topics, the nonstop claims line as a phone link, and on /online/hlaseni-skody a report form on the
 * page that the hero's button and the third step lead to.
 */

const CALLBACK = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';

test('/hlaseni-skody says what to prepare, offers the claims call-back and the nonstop claims line', async ({
  page,
}) => {
  await page.goto('/hlaseni-skody');
  await expect(page.getByRole('heading', { level: 2, name: 'Co si připravit' })).toBeVisible();
  for (const item of ['Číslo pojistné smlouvy', 'SPZ a technický průkaz', 'Fotografie', 'Záznam o nehodě']) {
    await expect(page.getByRole('heading', { level: 3, name: item })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: '800 100 900' })).toHaveAttribute(
    'href',
    'tel:+420800100900',
  );
  await expect(page.getByRole('main')).toContainText('nonstop, 7 dní v týdnu');
  const section = await formSection(page, 'Zavoláme vám a škodu nahlásíme spolu');
  await section.getByRole('button', { name: 'Chci zavolat' }).click();
  const modal = page.getByRole('dialog', { name: CALLBACK });
  await modal.getByRole('combobox', { name: /Téma/ }).click();
  await expect(page.getByRole('option', { name: 'Škoda na vozidle' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Už nahlášená škoda' })).toBeVisible();
});

test('/online/hlaseni-skody: the hero and the third step lead to the report form on the page', async ({
  page,
}) => {
  await page.goto('/online/hlaseni-skody');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Pošlete nám hlášení' })).toBeVisible();
  await page.getByRole('link', { name: 'Vyplnit hlášení' }).click();
  await expect(page).toHaveURL(/#hlaseni$/);
  const form = page.locator('#hlaseni');
  await expect(form.getByRole('heading', { name: 'Nahlaste škodu' })).toBeInViewport();
  await expect(form.getByRole('textbox', { name: /S čím potřebujete pomoci/ })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Odeslat' })).toBeVisible();
  // The other way to report: a call with a claims handler, and the claims line.
  const callback = await formSection(page, 'Zavoláme vám a škodu nahlásíme spolu');
  await expect(callback.getByRole('button', { name: 'Chci zavolat' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '800 100 900' }).first()).toHaveAttribute(
    'href',
    'tel:+420800100900',
  );
});
