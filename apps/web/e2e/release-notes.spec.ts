import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, waitForIslands } from './support';

/**
 * Release notes on /novinky (SPEC §2, §7) against the built site and the sandbox: collection 1 (seven
 * notes, two a page) and collection 2 (three notes, five a page).
 */

const notesCall = (id: number) => (url: URL) => url.pathname === `/api/strapi/release-notes/${id}`;
const isNotesCall = (id: number) => (request: Request) => notesCall(id)(new URL(request.url()));

/** The block's section, found by its heading. */
const block = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

test('/novinky shows each collection’s notes with their categories, versions and Czech dates', async ({
  page,
}) => {
  const first = page.waitForRequest(isNotesCall(1));
  await page.goto('/novinky');
  await waitForIslands(page);
  const query = new URL((await first).url()).searchParams;
  expect(query.get('populate[releaseNotes][populate]')).toBe('category.category');
  expect(query.get('perPage')).toBe('2');
  expect(query.get('page')).toBe('1');

  const app = block(page, 'Mobilní aplikace');
  await expect(app.getByRole('article')).toHaveCount(2);
  const note = app.getByRole('article').first();
  await expect(note.getByRole('heading', { level: 3 })).toHaveText('Hlášení škody s fotografiemi');
  await expect(note.getByRole('list', { name: 'Kategorie' })).toHaveText('Novinka');
  await expect(note.getByText('Verze 3.4.0')).toBeVisible();
  await expect(note.locator('time')).toHaveText('2. 11. 2026');
  await expect(note.locator('time')).toHaveAttribute('datetime', '2026-11-02');
  await expect(app.getByRole('article').nth(1).getByRole('list', { name: 'Kategorie' })).toHaveText(
    'Vylepšení',
  );
  await expect(app.getByRole('button', { name: 'Načíst další novinky' })).toBeVisible();

  const web = block(page, 'Web');
  await expect(web.getByRole('article')).toHaveCount(3);
  await expect(web.getByRole('article').nth(2).getByRole('list', { name: 'Kategorie' })).toHaveText('Oprava');
  // All three fit on one page: nothing more to load.
  await expect(web.getByRole('button')).toHaveCount(0);
});

test('`Načíst další novinky` asks for the next page and appends it, until the last', async ({ page }) => {
  await page.goto('/novinky');
  await waitForIslands(page);
  const app = block(page, 'Mobilní aplikace');
  await expect(app.getByRole('article')).toHaveCount(2);
  const more = app.getByRole('button', { name: 'Načíst další novinky' });

  const second = page.waitForRequest(isNotesCall(1));
  await more.click();
  const query = new URL((await second).url()).searchParams;
  expect(query.get('page')).toBe('2');
  expect(query.get('perPage')).toBe('2');
  await expect(app.getByRole('article')).toHaveCount(4);
  // The first note of the new page has the focus; the earlier ones are still there.
  await expect(app.getByRole('heading', { level: 3, name: 'Oprava zobrazení zelené karty' })).toBeFocused();
  await expect(app.getByRole('heading', { level: 3, name: 'Hlášení škody s fotografiemi' })).toBeVisible();
  await expect(app.getByRole('status')).toHaveText('Načetli jsme 2 další novinky.');

  const pages: string[] = [];
  page.on('request', (request) => {
    if (isNotesCall(1)(request)) pages.push(new URL(request.url()).searchParams.get('page') ?? '');
  });
  await more.click();
  await expect(app.getByRole('article')).toHaveCount(6);
  await more.click();
  await expect(app.getByRole('article')).toHaveCount(7);
  await expect(app.getByRole('status')).toHaveText('Načetli jsme 1 další novinku.');
  await expect(more).toHaveCount(0);
  expect(pages).toEqual(['3', '4']);
  await expect(app.getByRole('heading', { level: 3 })).toHaveText([
    'Hlášení škody s fotografiemi',
    'Rychlejší přihlášení',
    'Oprava zobrazení zelené karty',
    'Cestovní pojištění v aplikaci',
    'Upozornění na konec platnosti technické kontroly',
    'Přehlednější platby',
    'Oprava odesílání dokumentů',
  ]);
});

test('an empty collection says so', async ({ page }) => {
  // The Web block reads collection 3 instead, which the sandbox keeps empty.
  await page.route(notesCall(2), (route) =>
    route.continue({ url: route.request().url().replace('/release-notes/2', '/release-notes/3') }),
  );
  await page.goto('/novinky');
  await waitForIslands(page);
  const web = block(page, 'Web');
  await expect(web.getByRole('status')).toHaveText(
    'Zatím tu nejsou žádné novinky. Až něco vylepšíme, dozvíte se to tady.',
  );
  await expect(web.getByRole('article')).toHaveCount(0);
  await expect(web.getByRole('button')).toHaveCount(0);
  // The other collection is not affected.
  await expect(block(page, 'Mobilní aplikace').getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a failure shows the error with `Zkusit znovu`, and trying again loads the notes', async ({ page }) => {
  await page.route(
    notesCall(1),
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fail': '500' } }),
    { times: 1 },
  );
  await page.goto('/novinky');
  await waitForIslands(page);
  const app = block(page, 'Mobilní aplikace');
  await expect(app.getByRole('alert')).toHaveText('Novinky se nám teď nepodařilo načíst.');
  await expect(app.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const retry = page.waitForResponse((response) => isNotesCall(1)(response.request()));
  await app.getByRole('button', { name: 'Zkusit znovu' }).click();
  expect((await retry).status()).toBe(200);
  await expect(app.getByRole('article')).toHaveCount(2);
  await expect(app.getByRole('alert')).toHaveCount(0);
});

test('while the first page is on its way the block is busy, with placeholders that keep its place', async ({
  page,
}) => {
  // The first page's answer held until the busy state has been seen (a fixed latency raced the
  // islands' hydration on a loaded machine).
  const release = await holdRequests(page, notesCall(1));
  await page.goto('/novinky');
  await waitForIslands(page);
  const app = block(page, 'Mobilní aplikace');
  await expect(app.locator('[aria-busy="true"]')).toBeVisible();
  await expect(app.getByRole('status')).toHaveText('Načítáme novinky…');
  release();
  await expect(app.getByRole('article')).toHaveCount(2);
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
});
