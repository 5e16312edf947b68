import { expect, type Page, type Request, test } from '@playwright/test';
import { facts } from '../src/site/facts';
import { SEARCHED_BIRTH_NUMBER } from './logPrivacy';
import { expectNoAxeViolations } from './support';

/*
 * The site search as a visitor uses it (apps/web/README.md "Site search"): the field in the header
 * (in the Menu on a phone), a plain GET to /hledat, results as server HTML. Each test shares one
 * page load between its checks.
 */

const results = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Výsledky hledání' });
const resultLinks = (page: Page) => results(page).getByRole('heading', { level: 2 }).getByRole('link');
type DataLayerWindow = { dataLayer?: unknown[] };

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('“zelena karta” typed in the header finds the FAQ answer first, and it leads to the question', async ({
    page,
  }) => {
    await page.goto('/o-nas');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Hledat na webu' });
    await field.fill('zelena karta');
    const [response] = await Promise.all([page.waitForResponse(/\/hledat\?/), field.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/hledat');
    expect(new URL(page.url()).searchParams.get('q')).toBe('zelena karta');
    // The visitor's own results: no cache keeps them, no Referer leaves them, no search engine lists them.
    const headers = response.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The count is in the title (read out as the page loads) and the status; the query is not in the title.
    await expect(page).toHaveTitle(/^Hledání: \d+ výsledk(y|ů)$/);
    await expect(page.getByRole('status')).toContainText('Pro „zelena karta“ jsme našli');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Co hledáte?' })).toHaveValue(
      'zelena karta',
    );

    const first = results(page).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Jak rychle dostanu zelenou kartu?');
    await expect(first).toContainText('Odpověď na častý dotaz · Časté dotazy');
    await expect(first.locator('mark')).toHaveText(['zelenou', 'kartu']);
    await expectNoAxeViolations(page);

    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/caste-dotazy/);
    await expect(page.getByText('Jak rychle dostanu zelenou kartu?').first()).toBeVisible();
  });

  test('nothing found: the top tasks and the phone lines, and the event in analytics without the digits', async ({
    page,
  }) => {
    // A visitor who typed their birth number: it must not leave the page in analytics or a Referer.
    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    // Its digits must reach no line of the site's log either (logPrivacy.ts, checked after the run).
    await page.goto(`/hledat?q=${encodeURIComponent(SEARCHED_BIRTH_NUMBER)}`);
    await expect(page).toHaveTitle('Hledání: nic jsme nenašli');
    await expect(page.getByRole('status')).toHaveText('Pro „900101/1234“ jsme nic nenašli.');
    const tasks = page.getByRole('region', { name: 'Co lidé řeší nejčastěji' });
    await expect(tasks.getByRole('link', { name: 'Nahlásit škodu' })).toHaveAttribute(
      'href',
      '/hlaseni-skody',
    );
    await expect(tasks.getByRole('link', { name: 'Ozvěte se mi' })).toHaveAttribute(
      'href',
      '/pomoc#ozvete-se-mi',
    );
    await expect(tasks.getByRole('link', { name: 'Pobočky a autocentra' })).toHaveAttribute(
      'href',
      '/pobocky',
    );
    for (const line of [facts.clientLine, facts.claimsLine]) {
      await expect(tasks.getByRole('link', { name: line.phone })).toHaveAttribute(
        'href',
        `tel:+420${line.phone.replaceAll(' ', '')}`,
      );
    }
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => page.evaluate(() => (window as unknown as DataLayerWindow).dataLayer ?? []))
      .toContainEqual({ event: 'Hledání', category: 'Hledání', label: '######/####', value: 0 });
    const layer = JSON.stringify(await page.evaluate(() => (window as unknown as DataLayerWindow).dataLayer));
    expect(layer).not.toMatch(/900101|1234/);

    // Leaving the page: no Referer names it (nor did any request the page made).
    await tasks.getByRole('link', { name: 'Nahlásit škodu' }).click();
    await expect(page).toHaveURL(/\/hlaseni-skody$/);
    expect(sent.some((request) => request.url().endsWith('/hlaseni-skody'))).toBe(true);
    for (const request of sent) {
      expect(request.headers().referer ?? '', request.url()).not.toMatch(/hledat|900101/);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('“hlaseni skody” in the menu’s field finds the claim page first', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Hlavní navigace' });
    const field = navigation.getByRole('searchbox', { name: 'Hledat na webu' });
    await expect(field).toBeHidden();
    await navigation.locator('summary', { hasText: 'Menu' }).click();
    await field.fill('hlaseni skody');
    await navigation.getByRole('button', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/\/hledat\?q=hlaseni\+skody$/);
    await expect(resultLinks(page).first()).toHaveText('Hlášení škody');
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/hlaseni-skody');
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 800 } });

  test('the header’s form and the results page work: “pojisteni skel” finds Pojištění skel', async ({
    page,
  }) => {
    await page.goto('/kontakty');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Hledat na webu' });
    await field.fill('pojisteni skel');
    await page.getByRole('banner').getByRole('button', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/\/hledat\?q=pojisteni\+skel$/);
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Pojištění vozidel');
    await expect(first).toContainText('Pojištění skel');

    // Searched again from the results page's own form.
    const again = page.getByRole('main').getByRole('searchbox', { name: 'Co hledáte?' });
    await again.fill('havarijko');
    await page.getByRole('main').getByRole('button', { name: 'Hledat' }).click();
    await expect(resultLinks(page).first()).toHaveText('Havarijní pojištění na měsíc');
  });
});
