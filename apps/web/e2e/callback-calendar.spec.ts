import { expect, type Page, test } from '@playwright/test';
import { storedRequests, uniqueName, waitForIslands } from './support';

/*
 * The call-back's date is chosen from a calendar of the allowed days (no weekend, no public holiday,
 * no past day, Prague time), and can still be typed. The calendar's code (React DayPicker) downloads
 * only when a visitor opens it. The page and its islands run at a fixed instant (x-site-test-now):
 * Friday 27 November 2026, 19:00 in Prague (both cut-offs passed before a weekend, so Monday 30 is
 * the first day), or the Monday before Christmas.
 */

const TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';
const CALENDAR_CHUNK = /\/_astro\/DateCalendarPopover\.[\w-]+\.js$/;

async function openModalAt(page: Page, now: string) {
  await page.route('**/pojisteni-motorky', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-site-test-now': now } }),
  );
  await page.goto('/pojisteni-motorky');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Zavolejte mi' }).first().click();
  const modal = page.getByRole('dialog', { name: TITLE });
  await expect(modal.getByRole('textbox', { name: /Jméno/ })).toBeVisible();
  return modal;
}

test('the date from the calendar by keyboard: weekend and past disabled, Escape closes only the calendar, Enter chooses', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const modal = await openModalAt(page, '2026-11-27T18:00:00.000Z');
  expect(scripts.filter((name) => CALENDAR_CHUNK.test(name))).toEqual([]);

  const open = modal.getByRole('button', { name: 'Vybrat datum z kalendáře' });
  await open.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Kalendář' });
  // (A stand-in of that name may show while the calendar's code downloads: ui's LazyDialog.)
  await expect(calendar.getByRole('grid', { name: 'listopad 2026' })).toBeVisible();
  expect(scripts.some((name) => CALENDAR_CHUNK.test(name))).toBe(true);
  // Today (Friday, after the cut-off) and the weekend are there, disabled and said to be so.
  for (const day of [
    /pátek, 27\. listopadu 2026, nelze vybrat$/,
    /^sobota, 28\. listopadu 2026, nelze vybrat$/,
  ]) {
    await expect(calendar.getByRole('button', { name: day })).toBeDisabled();
  }
  const monday = calendar.getByRole('button', { name: /^pondělí, 30\. listopadu 2026$/ });
  await expect(monday).toBeFocused();

  // Escape closes the calendar, not the form, and the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(modal).toBeVisible();
  await expect(open).toBeFocused();

  // Arrow keys move by day: Monday 30 November → Tuesday 1 December, chosen with Enter.
  await page.keyboard.press('Enter');
  await expect(monday).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: /^úterý, 1\. prosince 2026$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(modal.getByRole('textbox', { name: /Datum/ })).toHaveValue('1. 12. 2026');
  await expect(open).toBeFocused();
  // A day of its own: both day parts are offered.
  await expect(modal.getByRole('radio', { name: /Dopoledne/ })).toBeVisible();

  const name = uniqueName('kalendar');
  await modal.getByRole('textbox', { name: /Jméno/ }).fill(name);
  await modal.getByRole('textbox', { name: /Telefon/ }).fill('+420 777 123 456');
  await modal.getByRole('radio', { name: /Odpoledne/ }).check();
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' })).toBeVisible();
  expect(storedRequests(name)[0]?.payload).toMatchObject({ plannedOn: '2026-12-01', meridiemCode: 'PM' });
});

test('the date can still be typed, and the calendar then shows it chosen', async ({ page }) => {
  const modal = await openModalAt(page, '2026-11-27T18:00:00.000Z');
  await modal.getByRole('textbox', { name: /Datum/ }).fill('2. 12. 2026');
  await modal.getByRole('button', { name: 'Vybrat datum z kalendáře' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalendář' });
  await expect(calendar.getByRole('button', { name: /^středa, 2\. prosince 2026, vybráno$/ })).toBeFocused();
});

test('Christmas is not offered, and the thank-you names the day and part of day we will call', async ({
  page,
}) => {
  // Monday 21 December 2026, 9:00 in Prague: today is still bookable; 24 to 26 December are holidays.
  const modal = await openModalAt(page, '2026-12-21T08:00:00.000Z');
  const date = modal.getByRole('textbox', { name: /Datum/ });
  // Typed, Štědrý den gets the weekend's text and no day part.
  await date.fill('24. 12. 2026');
  await expect(modal.getByRole('status')).toHaveText(
    'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
  );
  await expect(modal.getByRole('radio')).toHaveCount(0);

  // In the calendar, 24, 25 and 26 December are disabled like the weekend; the 23rd can be chosen.
  await modal.getByRole('button', { name: 'Vybrat datum z kalendáře' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalendář' });
  for (const day of [24, 25, 26]) {
    await expect(
      calendar.getByRole('button', { name: new RegExp(` ${day}\\. prosince 2026,.*nelze vybrat$`) }),
    ).toBeDisabled();
  }
  await calendar.getByRole('button', { name: /^středa, 23\. prosince 2026$/ }).click();
  await expect(date).toHaveValue('23. 12. 2026');
  await expect(modal.getByRole('status')).toBeEmpty();

  const name = uniqueName('svatky');
  await modal.getByRole('textbox', { name: /Jméno/ }).fill(name);
  await modal.getByRole('textbox', { name: /Telefon/ }).fill('+420 777 123 456');
  await modal.getByRole('radio', { name: /Dopoledne/ }).check();
  await modal.getByRole('button', { name: 'Odeslat' }).click();
  const thanks = page.getByRole('dialog', { name: 'Děkujeme za váš zájem!' });
  await expect(thanks.getByText('Zavoláme vám ve středu 23. prosince dopoledne (8–12 h).')).toBeVisible();
  expect(storedRequests(name)[0]?.payload).toMatchObject({ plannedOn: '2026-12-23', meridiemCode: 'AM' });
});
