import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, followRequests, waitForIslands } from './support';

/** The demo page's FAQ section as the CMS sends it: the expected questions come from the content itself. */
const PAGE_FILE = new URL('../src/content/pages/caste-dotazy.json', import.meta.url);
interface CmsGroup {
  name: string;
  order: number | null;
  categories: { name: string; questions: { heading: string; content: unknown }[] }[];
}
const sections = (
  JSON.parse(readFileSync(PAGE_FILE, 'utf8')) as { data: { sections: Record<string, unknown>[] } }
).data.sections;
const cmsGroups = (sections.find((section) => section.__component === 'blocks.faq')?.groups ??
  []) as CmsGroup[];
const ALL_QUESTIONS = cmsGroups.flatMap((group) =>
  group.categories.flatMap((category) => category.questions.map((question) => question.heading)),
);
const UNANSWERED = cmsGroups
  .flatMap((group) => group.categories.flatMap((category) => category.questions))
  .filter((question) => question.content === null)
  .map((question) => question.heading);

type DataLayerWindow = { dataLayer?: Record<string, unknown>[]; faqMarker?: string };
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as DataLayerWindow).dataLayer ?? []);

/** The FAQ section: the region around the group tiles. */
const groupTiles = (page: Page) => page.getByRole('navigation', { name: 'Témata dotazů' });
const categories = (page: Page, group: string) =>
  page.getByRole('navigation', { name: `Okruhy dotazů: ${group}` });

/** Every `application/ld+json` script in some HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

test.describe('FAQ on /caste-dotazy', () => {
  test('the demo content has what the page is meant to show', () => {
    expect(cmsGroups.length).toBeGreaterThanOrEqual(3);
    expect(cmsGroups.filter((group) => group.order === null)).toHaveLength(1);
    expect(cmsGroups.every((group) => group.categories.length > 1)).toBe(true);
    expect(UNANSWERED).toEqual(['Mohu si pojistit elektrokoloběžku?']);
  });

  test('a shared URL ?faq=1&q=1 opens that group and category in the server HTML and after hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/caste-dotazy?faq=1&q=1')).text();
    // Groups sorted by order (10, 20, 30, then the one without): index 1 is Majetek a domácnost.
    expect(html).toMatch(/href="\/caste-dotazy\?faq=1"[^>]*aria-current="true"/);
    expect(html).toMatch(/href="\/caste-dotazy\?faq=1&amp;q=1"[^>]*aria-current="true"[^>]*>Škody</);
    expect(html).toContain('Vytopil mě soused. Co mám dělat?');
    expect(html).not.toContain('Od kdy platí povinné ručení?</span>');

    // Hydrating the same view as the server rendered: React would log a mismatch.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/caste-dotazy?faq=1&q=1');
    await waitForIslands(page);
    await expect(groupTiles(page).getByRole('link', { name: 'Majetek a domácnost' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      categories(page, 'Majetek a domácnost').getByRole('link', { name: 'Škody' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Pojištění nemovitosti a domácnosti' })).toBeVisible();
    const question = page.getByRole('button', { name: 'Vytopil mě soused. Co mám dělat?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('out-of-range and garbage values show the first group and category', async ({ page }) => {
    await page.goto('/caste-dotazy?faq=7&q=abc');
    await waitForIslands(page);
    await expect(groupTiles(page).getByRole('link', { name: 'Pojištění vozidel' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      categories(page, 'Pojištění vozidel').getByRole('link', { name: 'Sjednání' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('a group tile and a category change the URL without a reload, and back/forward follow', async ({
    page,
  }) => {
    await page.goto('/caste-dotazy');
    await waitForIslands(page);
    await page.evaluate(() => {
      (window as unknown as DataLayerWindow).faqMarker = 'same page';
    });
    const tiles = groupTiles(page);
    await expect(tiles.getByRole('link')).toHaveText([
      'Pojištění vozidel',
      'Majetek a domácnost',
      'Cestovní pojištění',
      'Platby a smlouvy',
    ]);

    await tiles.getByRole('link', { name: 'Cestovní pojištění' }).click();
    await expect(page).toHaveURL(/\/caste-dotazy\?faq=2$/);
    await expect(tiles.getByRole('link', { name: 'Cestovní pojištění' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      page.getByRole('button', { name: 'Kryje cestovní pojištění i zimní sporty?' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Zobrazeny dotazy' })).toHaveText(
      'Zobrazeny dotazy: Cestovní pojištění – Před cestou',
    );

    await categories(page, 'Cestovní pojištění').getByRole('link', { name: 'V zahraničí' }).click();
    await expect(page).toHaveURL(/\/caste-dotazy\?faq=2&q=1$/);
    await expect(page.getByRole('button', { name: 'Co dělat, když v zahraničí onemocním?' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/caste-dotazy\?faq=2$/);
    await expect(
      page.getByRole('button', { name: 'Kryje cestovní pojištění i zimní sporty?' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/caste-dotazy$/);
    await expect(tiles.getByRole('link', { name: 'Pojištění vozidel' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Od kdy platí povinné ručení?' })).toBeVisible();
    await page.goForward();
    await expect(tiles.getByRole('link', { name: 'Cestovní pojištění' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // One document all along: no reload.
    expect(await page.evaluate(() => (window as unknown as DataLayerWindow).faqMarker)).toBe('same page');
  });

  test('the server HTML carries JSON-LD FAQPage with every question of every group and category', async ({
    request,
  }) => {
    const html = await (await request.get('/caste-dotazy')).text();
    const pages = jsonLd(html).filter((data) => data['@type'] === 'FAQPage');
    expect(pages).toHaveLength(1);
    const [faqPage] = pages;
    expect(faqPage?.['@context']).toBe('https://schema.org');
    const questions = faqPage?.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions.map((question) => question.name).sort()).toEqual([...ALL_QUESTIONS].sort());
    expect(questions.every((question) => question['@type'] === 'Question')).toBe(true);
    const unanswered = questions.find((question) => question.name === 'Mohu si pojistit elektrokoloběžku?');
    expect(unanswered?.acceptedAnswer).toEqual({ '@type': 'Answer', text: 'Odpověď není k dispozici.' });
    // Rich text as plain text: Blocks JSON, Markdown and HTML answers alike.
    const claims = questions.find((question) => question.name === 'Jak nahlásit škodu na autě?');
    expect(claims?.acceptedAnswer.text).toContain(
      'co nejdříve, nonstop na bezplatné lince pro hlášení škod a asistenci 800 100 900, nebo si nechte zavolat.',
    );
    const html5 = questions.find((question) => question.name === 'Kde najdu svou pojistnou smlouvu?');
    expect(html5?.acceptedAnswer.text).toMatch(
      /^Všechny smlouvy, pojistné podmínky a potvrzení najdete v klientské zóně/,
    );
    for (const question of questions) expect(question.acceptedAnswer.text).not.toMatch(/<|\*\*/);
  });

  test('opening a question expands it and pushes the FAQ event to the dataLayer', async ({ page }) => {
    await page.goto('/caste-dotazy');
    await waitForIslands(page);
    const question = page.getByRole('button', {
      name: 'Musím auto před sjednáním havarijního pojištění ukázat?',
    });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toContainText('fotografie vozidla v mobilní aplikaci do pěti dnů');
    expect(await dataLayer(page)).toContainEqual({
      event: 'FAQ',
      category: 'Časté dotazy',
      label: 'Musím auto před sjednáním havarijního pojištění ukázat?',
    });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    expect((await dataLayer(page)).filter((entry) => entry.event === 'FAQ')).toHaveLength(1);
  });

  test('the modal variant (the FAQ grid’s cards) opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/caste-dotazy');
    await waitForIslands(page);
    const name = 'Vztahuje se pojištění domácnosti i na kola ve sklepě?';
    const question = page.getByRole('button', { name });
    await question.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('pokud je sklep uzamčený a kolo bylo zamčené');
    expect(await dataLayer(page)).toContainEqual({ event: 'FAQ', category: 'Časté dotazy', label: name });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(question).toBeFocused();
    // And again with Space, closed by its close button reached with Tab.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Zavřít' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(question).toBeFocused();
  });

  test('axe finds nothing with a question expanded and an answer open in the modal', async ({ page }) => {
    await page.goto('/caste-dotazy?faq=0&q=1');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Jak nahlásit škodu na autě?' }).click();
    await expect(page.getByRole('link', { name: 'nechte zavolat', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mohu pojistit i psa nebo kočku?' }).click();
    await expect(page.getByRole('dialog', { name: 'Mohu pojistit i psa nebo kočku?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the dialog’s code loads when a visitor first opens a question in the modal, not with the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const requests = followRequests(page);
    await page.goto('/caste-dotazy', { waitUntil: 'networkidle' });
    await waitForIslands(page);
    await requests.settled();
    const before = scripts.length;
    expect(scripts.some((url) => /FaqAnswerModal/.test(url))).toBe(false);
    await page.getByRole('button', { name: 'Mohu pojistit i psa nebo kočku?' }).click();
    await expect(page.getByRole('dialog', { name: 'Mohu pojistit i psa nebo kočku?' })).toBeVisible();
    const loaded = scripts.slice(before).map((url) => new URL(url).pathname);
    expect(loaded.some((path) => /FaqAnswerModal/.test(path))).toBe(true);
  });
});

// The radio cards have a page of their own: on a page with the FAQ section both would read `faq`
// (the section as a group number, the cards as a card type), SPEC §2.
test.describe('FAQ radio cards on /poradna', () => {
  test('the radio card whose type equals faq is checked, from the server HTML on; choosing one sets faq', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/poradna?faq=skoda')).text();
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="skoda"/);
    expect(html.match(/type="radio"[^>]*checked/g)).toHaveLength(1);

    await page.goto('/poradna?faq=skoda');
    await waitForIslands(page);
    await page.evaluate(() => {
      (window as unknown as DataLayerWindow).faqMarker = 'same page';
    });
    const cards = page.getByRole('group', { name: 'S čím potřebujete poradit?' });
    await expect(cards.getByRole('radio', { name: 'Stala se mi škoda' })).toBeChecked();
    await expect(cards.getByRole('radio', { name: 'Chci se pojistit' })).not.toBeChecked();
    await expect(page.getByRole('heading', { name: 'Časté dotazy: Stala se mi škoda' })).toBeVisible();

    const entries = await page.evaluate(() => window.history.length);
    await cards.getByText('Chci změnit smlouvu').click();
    await expect(page).toHaveURL(/\/poradna\?faq=zmena$/);
    await expect(cards.getByRole('radio', { name: 'Chci změnit smlouvu' })).toBeChecked();
    await expect(cards.getByRole('radio', { name: 'Stala se mi škoda' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Jak zruším pojištění po prodeji auta?' })).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    expect(await page.evaluate(() => (window as unknown as DataLayerWindow).faqMarker)).toBe('same page');
    await expectNoAxeViolations(page);
  });
});
