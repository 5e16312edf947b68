import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  addBlock,
  addItem,
  createPage,
  fieldError,
  fillText,
  openBlock,
  pickDate,
  publishRefused,
  removeBlock,
  richText,
  SERVER_TIMEOUT,
  typeRichText,
  uploadMedia,
} from './admin';
import { fieldLabel as label, schemaMessage } from './labels';
import { sitePage } from './site';

/**
 * What the site would drop is refused in the admin, on its field, with the site's own Czech message
 * (issue 22 point 3): a button link without a scheme, a heading of spaces, a notice window that ends
 * before it starts, a file the main banner cannot play, a notice whose text was deleted. Nothing of
 * it is published: the page never appears on the site. One draft page, each value fixed after its
 * refusal.
 */
const SLUG = 'redakce/neplatny-obsah';
const PATH = `/${SLUG}`;

/** `YYYY-MM-DD`, `days` from today (in Prague). */
const pragueDate = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Blocks JSON of one paragraph, as the editor leaves it. */
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

/** Publish is refused; the block's field shows the site's message for `section`; the page is not on the site. */
async function expectRefusedOn(page: Page, type: string, path: string, section: Record<string, unknown>) {
  await publishRefused(page);
  await expectFieldError(page, type, path, section);
  expect((await sitePage(PATH)).status, 'nothing published').toBe(404);
}

/** The block's field shows the site's message for `section` (the block unfolded if the admin folded it). */
async function expectFieldError(page: Page, type: string, path: string, section: Record<string, unknown>) {
  const region = await openBlock(page, type);
  await expect(await fieldError(region, label(type, path))).toHaveText(schemaMessage(type, section, path), {
    timeout: SERVER_TIMEOUT,
  });
}

test('invalid content is refused on its field with the site’s Czech message, and nothing is published', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  expect((await sitePage(PATH)).status).toBe(404);
  await createPage(page, { title: 'Redakce: neplatný obsah', slug: SLUG });

  // A heading of spaces and a link without its scheme: both refused at once, each on its field.
  const hero = await addBlock(page, 'blocks.hero');
  await fillText(hero, label('blocks.hero', 'heading'), '   ');
  const button = await addItem(hero, label('blocks.hero', 'button'));
  await fillText(button, label('blocks.hero', 'button.text'), 'Více');
  await fillText(button, label('blocks.hero', 'button.url'), 'www.example.cz');
  const heroSection = { heading: '   ', button: { text: 'Více', url: 'www.example.cz' } };
  await expectRefusedOn(page, 'blocks.hero', 'heading', heroSection);
  await expectFieldError(page, 'blocks.hero', 'button.url', heroSection);
  await fillText(await openBlock(page, 'blocks.hero'), label('blocks.hero', 'heading'), 'Platný nadpis');
  await fillText(button, label('blocks.hero', 'button.url'), 'https://www.example.cz');

  // A notice window that ends before it starts.
  const notice = await addBlock(page, 'blocks.info-section');
  await typeRichText(notice, label('blocks.info-section', 'content'), [{ paragraph: 'Zavřeno.' }]);
  await pickDate(notice, label('blocks.info-section', 'visibleFrom'), pragueDate(7), '00:00');
  await pickDate(notice, label('blocks.info-section', 'visibleTo'), pragueDate(1), '00:00');
  await expectRefusedOn(page, 'blocks.info-section', 'visibleTo', {
    content: paragraph('Zavřeno.'),
    visibleFrom: `${pragueDate(7)}T00:00:00.000+01:00`,
    visibleTo: `${pragueDate(1)}T00:00:00.000+01:00`,
  });
  await pickDate(
    await openBlock(page, 'blocks.info-section'),
    label('blocks.info-section', 'visibleTo'),
    pragueDate(14),
    '00:00',
  );

  // A file the main banner cannot play: it plays pictures, videos and animations, not a PDF.
  const pdf = testInfo.outputPath('cenik.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const banner = await addBlock(page, 'blocks.main-banner');
  await fillText(banner, label('blocks.main-banner', 'heading'), 'Ceník');
  await uploadMedia(banner, label('blocks.main-banner', 'media'), pdf);
  await expectRefusedOn(page, 'blocks.main-banner', 'media', {
    heading: 'Ceník',
    media: { url: '/uploads/cenik.pdf', mime: 'application/pdf', alternativeText: null },
  });
  await removeBlock(banner);

  // The notice's text, written and then deleted: the site would show an empty notice.
  const text = richText(
    await openBlock(page, 'blocks.info-section'),
    label('blocks.info-section', 'content'),
  );
  // Selected and deleted (again if the editor had not taken the selection yet).
  await expect(async () => {
    await text.getByText(/Zavřeno/).selectText();
    await page.keyboard.press('Backspace');
    await expect(text).not.toContainText('Zavřeno', { timeout: 1000 });
  }).toPass();
  // The site's message for a notice without text.
  await expectRefusedOn(page, 'blocks.info-section', 'content', { content: [] });
});
