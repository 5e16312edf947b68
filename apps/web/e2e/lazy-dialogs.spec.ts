import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshToken } from './cancellationTokens';
import { formSection, typeAfterPrefix } from './forms';
import { storedRequests, uniqueName, waitForIslands } from './support';

/*
 * No block is lost to a failed download: every dialog whose code loads on demand goes through ui's
 * LazyDialog, whose one rule is checked here in the built site for each of them. The dialog's chunk
 * (named after its module by the bundler, `/_astro/<Module>.<hash>.js`) is aborted as on a dropped
 * connection; the block that asked for it must stay, a stand-in of the dialog's name must say in Czech
 * that it could not be loaded (with what the visitor did, when there is an outcome), `Zkusit znovu`
 * must download again, and closing it must put the focus back on the opener or the outcome, never on
 * the page's body.
 */

const FAILED = 'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.';
const OUTCOME_FAILED =
  'Okno se nepodařilo načíst celé, ale co je napsáno výše, platí. Zkontrolujte připojení k internetu a zkuste to znovu.';

/** Every download of the chunk of `module` fails until the returned function lets them through. */
async function failChunk(page: Page, module: string): Promise<() => Promise<void>> {
  const chunk = new RegExp(`/_astro/${module}\\.[\\w-]+\\.js$`);
  let aborted = 0;
  await page.route(chunk, (route) => {
    aborted += 1;
    return route.abort('internetdisconnected');
  });
  return async () => {
    expect(aborted, `${module}'s chunk was asked for`).toBeGreaterThan(0);
    await page.unroute(chunk);
  };
}

/** The stand-in: named like the dialog, the error as an alert, the focus on `Zkusit znovu`. */
async function expectStandIn(page: Page, name: string | RegExp, message = FAILED): Promise<Locator> {
  const standIn = page.locator('dialog').filter({ has: page.getByRole('heading', { name }) });
  await expect(standIn).toBeVisible();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(standIn.getByRole('alert')).toHaveText(message);
  await expect(standIn.getByRole('button', { name: 'Zkusit znovu' })).toBeFocused();
  return standIn;
}

/** Escape gives up: the stand-in goes, and the focus is on `target`, not the page's body. */
async function giveUp(page: Page, standIn: Locator, target: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(standIn).toBeHidden();
  await expect(target).toBeFocused();
}

test('the FAQ answer: the grid stays whole, the stand-in is named by the question, the retry opens the answer', async ({
  page,
}) => {
  const allow = await failChunk(page, 'FaqAnswerModal');
  await page.goto('/caste-dotazy');
  await waitForIslands(page);
  const grid = page.getByRole('region', { name: 'Rychlé odpovědi' });
  const cards = await grid.getByRole('listitem').count();
  const name = 'Vztahuje se pojištění domácnosti i na kola ve sklepě?';
  const question = grid.getByRole('button', { name });
  await question.click();
  let standIn = await expectStandIn(page, name);
  await expect(grid.getByRole('listitem')).toHaveCount(cards);
  await giveUp(page, standIn, question);
  await expect(grid.getByRole('listitem')).toHaveCount(cards);

  // Asked again once the connection is back: `Zkusit znovu` really downloads the answer's code.
  await page.keyboard.press('Enter');
  standIn = await expectStandIn(page, name);
  await allow();
  await page.keyboard.press('Enter');
  const answer = page.getByRole('dialog', { name });
  await expect(answer).toContainText('pokud je sklep uzamčený a kolo bylo zamčené');
  await expect(standIn).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(question).toBeFocused();
});

test('the lead form’s thank-you: sent once, the stand-in still says so, the form stays', async ({ page }) => {
  const allow = await failChunk(page, 'LeadFormDialogs');
  const text = uniqueName('dotaz-bez-okna');
  await page.goto('/dotaz');
  const form = await formSection(page, 'Obecný dotaz');
  await form.getByRole('textbox', { name: /^Jméno/ }).fill('Jana');
  await form.getByRole('textbox', { name: /^Příjmení/ }).fill('Nováková');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.novakova@example.cz');
  await typeAfterPrefix(form.getByRole('textbox', { name: /^Telefon/ }), '777 123 456');
  await form.getByRole('textbox', { name: /^Váš dotaz/ }).fill(text);
  await form.getByRole('checkbox', { name: /zpracováním svých osobních údajů/ }).check();
  const send = form.getByRole('button', { name: 'Odeslat' });
  await send.click();

  const standIn = await expectStandIn(page, 'Děkujeme za váš dotaz!', OUTCOME_FAILED);
  await expect(standIn).toContainText('A je to. Odpověď vám pošleme e-mailem, případně vám zavoláme.');
  expect(storedRequests(text)).toHaveLength(1);
  await expect(form).toBeVisible();
  await giveUp(page, standIn, send);
  await allow();
  expect(storedRequests(text)).toHaveLength(1);
});

test('the cancellation result: the stand-in still tells it, the banner says it too and takes the focus', async ({
  page,
}) => {
  const allow = await failChunk(page, 'CancellationResultDialog');
  await page.goto(`/zruseni-smlouvy?token=${encodeURIComponent(freshToken('contract'))}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Zrušit smlouvu' }).click();
  const standIn = await expectStandIn(page, 'Hotovo', OUTCOME_FAILED);
  await expect(standIn).toContainText(
    'Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.',
  );
  const result = page.getByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.');
  await expect(result).toBeVisible();
  await giveUp(page, standIn, result);
  await allow();
});

/** The buttons that open a dialog (ui's LazyDialogButton), each on a page of its own. */
const OPENERS = [
  {
    dialog: 'the call-back modal',
    path: '/pojisteni-motorky',
    module: 'CallbackModalCore',
    button: 'Zavolejte mi',
    title: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky',
    // A form says so in its own words.
    message: 'Formulář se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
  },
  {
    dialog: 'the advisor modal',
    path: '/poradce',
    module: 'AdvisorModal',
    button: 'Chci poradit s pojištěním auta',
    title: 'Poradíme vám s pojištěním auta',
    message: FAILED,
  },
  {
    dialog: 'the casco dialog',
    path: '/havarijni-pojisteni',
    module: 'CascoDialog',
    button: 'Chci poradit',
    title: 'Ozveme se vám s konkrétní nabídkou',
    message: FAILED,
  },
];

for (const { dialog, path, module, button, title, message } of OPENERS) {
  test(`${dialog} on ${path}: the button stays and takes the focus back`, async ({ page }) => {
    await failChunk(page, module);
    await page.goto(path);
    await waitForIslands(page);
    const opener = page.getByRole('main').getByRole('button', { name: button, exact: true }).first();
    await opener.click();
    const standIn = await expectStandIn(page, title, message);
    await giveUp(page, standIn, opener);
    await expect(opener).toBeVisible();
  });
}

test('the date field’s calendar in the call-back modal: the form keeps what was typed, the date can be typed', async ({
  page,
}) => {
  await failChunk(page, 'DateCalendarPopover');
  await page.goto('/pojisteni-motorky');
  await waitForIslands(page);
  await page.getByRole('main').getByRole('button', { name: 'Zavolejte mi' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky' });
  const name = modal.getByRole('textbox', { name: /Jméno/ });
  await name.fill('Jana');
  const open = modal.getByRole('button', { name: 'Vybrat datum z kalendáře' });
  await open.click();
  const standIn = await expectStandIn(
    page,
    'Kalendář',
    'Kalendář se nepodařilo načíst. Datum můžete napsat do pole, nebo zkontrolujte připojení k internetu a zkuste to znovu.',
  );
  await giveUp(page, standIn, open);
  await expect(modal).toBeVisible();
  await expect(name).toHaveValue('Jana');
});
