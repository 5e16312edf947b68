import { blockMessages } from '@insurance-web/content-sections';
import { expect, test } from '@playwright/test';
import {
  addBlock,
  addItem,
  choose,
  createPage,
  fillNumber,
  fillText,
  pickDate,
  publish,
  save,
  typeRichText,
  uploadMedia,
} from './admin';
import { FIXTURES } from './fixtures';
import { fieldLabel as label } from './labels';
import { sitePage, timeUntilLive } from './site';

/**
 * An editor composes a new page in the admin from every block with fields she types (hero, rich
 * text, FAQ, phone box, notice with its dates, products with stickers, timeline, main banner with
 * a video, call-back form, whistleblowing form), each field through its own widget, publishes it,
 * and the site shows everything she typed within 2 s of the admin's "published" answer
 * (`timeUntilLive`: the time from her click is recorded beside it).
 */
const SLUG = 'redakce/vsechny-bloky';
const PATH = `/${SLUG}`;

/** `YYYY-MM-DD` in Prague, `days` from today. */
function pragueDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(date);
}

const STICKERS = blockMessages.cs.productStickers;

test('an editor composes a page of every typed block in the admin; the site shows it within 2 s of Publish', async ({
  page,
}, testInfo) => {
  // Two uploads, eleven blocks and a few dozen fields typed on a shared two-core machine, beside npm
  // test's other suites since e2e:cms starts early: 180 s ran out once at the last Publish.
  test.setTimeout(300_000);
  expect((await sitePage(PATH)).status, 'the page does not exist yet').toBe(404);

  await createPage(page, { title: 'Redakce: všechny bloky', slug: SLUG });

  const hero = await addBlock(page, 'blocks.hero');
  await fillText(hero, label('blocks.hero', 'heading'), 'Pojištění, které nastavila redakce');
  await fillText(hero, label('blocks.hero', 'perex'), 'Úvodní text psaný v administraci.');
  await uploadMedia(hero, label('blocks.hero', 'image'), FIXTURES.image);
  const heroButton = await addItem(hero, label('blocks.hero', 'button'));
  await fillText(heroButton, label('blocks.hero', 'button.text'), 'Sjednat online');
  await fillText(heroButton, label('blocks.hero', 'button.url'), '/kontakty');

  const richText = await addBlock(page, 'blocks.rich-text');
  await fillText(richText, label('blocks.rich-text', 'heading'), 'Co pojištění kryje');
  await typeRichText(richText, label('blocks.rich-text', 'content'), [
    { paragraph: 'Kryje škody na vlastním autě i na cizím.', bold: 'vlastním autě' },
    { bullets: ['Havárie na silnici', 'Krádež celého vozu'] },
    { before: 'Podrobnosti najdete v ', linkText: 'kontaktech redakce', url: '/kontakty' },
  ]);

  const faq = await addBlock(page, 'blocks.faq');
  await fillText(faq, label('blocks.faq', 'heading'), 'Časté dotazy redakce');
  const group = await addItem(faq, label('blocks.faq', 'groups'));
  await fillText(group, label('blocks.faq', 'groups.name'), 'Pojištění auta');
  const category = await addItem(group, label('blocks.faq', 'groups.categories'));
  await fillText(category, label('blocks.faq', 'groups.categories.name'), 'Sjednání');
  const question = await addItem(category, label('blocks.faq', 'groups.categories.questions'));
  await fillText(
    question,
    label('blocks.faq', 'groups.categories.questions.heading'),
    'Od kdy pojištění platí?',
  );
  await typeRichText(question, label('blocks.faq', 'groups.categories.questions.content'), [
    { paragraph: 'Platí od prvního dne po sjednání.' },
  ]);

  const phoneBox = await addBlock(page, 'blocks.phone-box');
  await fillText(phoneBox, label('blocks.phone-box', 'heading'), 'Zákaznická linka redakce');
  await fillText(phoneBox, label('blocks.phone-box', 'phone'), '800 123 456');
  const line = await addItem(phoneBox, label('blocks.phone-box', 'lines'));
  await fillText(line, label('blocks.phone-box', 'lines.text'), 'Po–Pá 8:00–18:00');

  const notice = await addBlock(page, 'blocks.info-section');
  await choose(notice, label('blocks.info-section', 'color'), 'zelena');
  await typeRichText(notice, label('blocks.info-section', 'content'), [
    { paragraph: 'Mimořádná otevírací doba poboček o svátcích.' },
  ]);
  await pickDate(notice, label('blocks.info-section', 'visibleFrom'), pragueDate(-1), '00:00');
  await pickDate(notice, label('blocks.info-section', 'visibleTo'), pragueDate(7), '00:00');

  const products = await addBlock(page, 'blocks.product-list');
  await fillText(products, label('blocks.product-list', 'heading'), 'Produkty redakce');
  const product = await addItem(products, label('blocks.product-list', 'items'));
  await fillText(product, label('blocks.product-list', 'items.heading'), 'Povinné ručení Plus');
  await fillNumber(product, label('blocks.product-list', 'items.price'), 1290);
  await fillText(product, label('blocks.product-list', 'items.priceInfo'), 'ročně');
  await choose(product, label('blocks.product-list', 'items.sticker'), 'recommended');
  const sticker = await addItem(product, label('blocks.product-list', 'items.stickers'));
  await choose(sticker, label('blocks.product-list', 'items.stickers.sticker'), 'new');

  const timeline = await addBlock(page, 'blocks.timeline');
  await fillText(timeline, label('blocks.timeline', 'heading'), 'Historie redakce');
  const milestone = await addItem(timeline, label('blocks.timeline', 'items'));
  await fillText(milestone, label('blocks.timeline', 'items.date'), 'březen 2020');
  await fillText(milestone, label('blocks.timeline', 'items.heading'), 'Redakce začala psát v CMS');
  await typeRichText(milestone, label('blocks.timeline', 'items.text'), [
    { paragraph: 'První stránka vznikla v administraci.' },
  ]);

  const banner = await addBlock(page, 'blocks.main-banner');
  await fillText(banner, label('blocks.main-banner', 'heading'), 'Video z administrace');
  await uploadMedia(banner, label('blocks.main-banner', 'media'), FIXTURES.video);
  await uploadMedia(banner, label('blocks.main-banner', 'poster'), FIXTURES.poster);

  const callback = await addBlock(page, 'forms.callback');
  await fillText(callback, label('forms.callback', 'heading'), 'Zavoláme vám zpátky');
  await fillText(callback, label('forms.callback', 'buttonLabel'), 'Chci zavolat');
  await choose(callback, label('forms.callback', 'mode'), 'asap');

  const whistleblowing = await addBlock(page, 'forms.whistleblowing');
  await fillText(whistleblowing, label('forms.whistleblowing', 'heading'), 'Oznámení pro redakci');
  await fillText(
    whistleblowing,
    label('forms.whistleblowing', 'perex'),
    'Oznámení z administrace přijímá pověřená osoba.',
  );

  await save(page);
  await timeUntilLive(
    testInfo,
    PATH,
    [
      'Pojištění, které nastavila redakce',
      'Úvodní text psaný v administraci.',
      'Sjednat online',
      'Co pojištění kryje',
      'Kryje škody na vlastním autě i na cizím.',
      'Havárie na silnici',
      'Krádež celého vozu',
      'Podrobnosti najdete v kontaktech redakce',
      'Časté dotazy redakce',
      'Od kdy pojištění platí?',
      'Platí od prvního dne po sjednání.',
      'Zákaznická linka redakce',
      '800 123 456',
      'Po–Pá 8:00–18:00',
      'Mimořádná otevírací doba poboček o svátcích.',
      'Produkty redakce',
      'Povinné ručení Plus',
      /1\s?290\s*Kč/,
      'ročně',
      STICKERS.recommended,
      STICKERS.new,
      'Historie redakce',
      'březen 2020',
      'Redakce začala psát v CMS',
      'První stránka vznikla v administraci.',
      'Video z administrace',
      'Zavoláme vám zpátky',
      'Chci zavolat',
      'Oznámení pro redakci',
      'Oznámení z administrace přijímá pověřená osoba.',
    ],
    () => publish(page),
  );

  // What the widgets made of it, as a visitor's browser shows it.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(PATH);
  const main = visitor.getByRole('main');
  await expect(main.locator('strong', { hasText: 'vlastním autě' })).toBeVisible();
  await expect(
    main.getByRole('list').filter({ hasText: 'Havárie na silnici' }).getByRole('listitem'),
  ).toHaveText(['Havárie na silnici', 'Krádež celého vozu']);
  await expect(main.getByRole('link', { name: 'kontaktech redakce' })).toHaveAttribute('href', '/kontakty');
  await expect(main.getByRole('link', { name: 'Sjednat online' })).toHaveAttribute('href', '/kontakty');
  await expect(main.locator('img[src*="hero_rodina"], img[srcset*="hero_rodina"]').first()).toBeVisible();
  await expect(main.locator('video source[src$=".mp4"], video[src$=".mp4"]').first()).toBeAttached();
  await expect(main.getByRole('link', { name: /800 123 456/ })).toHaveAttribute('href', 'tel:+420800123456');
  // The whistleblowing form under the heading she typed, with its own submit button.
  await expect(
    main
      .getByRole('region', { name: 'Oznámení pro redakci' })
      .getByRole('button', { name: 'Odeslat oznámení' }),
  ).toBeVisible();
  await visitor.close();
});
