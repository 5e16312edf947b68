import { expect, test } from '@playwright/test';
import { CMS_URL } from '../e2e-cms/servers';
import {
  addBlock,
  addItem,
  choose,
  createPage,
  fillText,
  pickDate,
  pickMedia,
  publish,
  save,
  uploadMedia,
} from './admin';
import { FIXTURES } from './fixtures';
import { fieldLabel } from './labels';
import { sitePage, timeUntilLive } from './site';

/**
 * An editor publishes a product's documents in the admin: a new documents block with its
 * conditions, whose older version is a PDF she picks from the media library (the seed put the
 * demo's PDFs there) and whose new version, valid from today, a PDF she uploads; within 2 s of
 * Publish the site shows the new one as current and the older one under "Předchozí znění", valid
 * until yesterday, each link answering with the PDF from the CMS.
 */
const SLUG = 'redakce/dokumenty';
const PATH = `/${SLUG}`;
const TYPE = 'blocks.documents';
const label = (path: string) => fieldLabel(TYPE, path);

/** `YYYY-MM-DD` in Prague, `days` from today. */
const pragueDate = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** `1. 1. 2026`, as the site writes a day. */
const czech = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
};

test('an editor adds a document with an older PDF from the media library and a new one uploaded; the site lists both', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  expect((await sitePage(PATH)).status, 'the page does not exist yet').toBe(404);
  const today = pragueDate(0);

  await createPage(page, { title: 'Redakce: dokumenty', slug: SLUG });
  const documents = await addBlock(page, TYPE);
  await fillText(documents, label('heading'), 'Dokumenty k pojištění odpovědnosti');
  const document = await addItem(documents, label('documents'));
  await choose(document, label('documents.type'), 'pojistne-podminky');
  await fillText(document, label('documents.title'), 'Pojistné podmínky pro pojištění odpovědnosti');

  const older = await addItem(document, label('documents.versions'));
  await pickDate(older, label('documents.versions.validFrom'), '2024-01-01');
  await pickMedia(older, label('documents.versions.file'), 'pojistne-podminky-odpovednost-2024.pdf');

  const newer = await addItem(document, label('documents.versions'));
  await pickDate(newer, label('documents.versions.validFrom'), today);
  await uploadMedia(newer, label('documents.versions.file'), FIXTURES.document);

  await save(page);
  await timeUntilLive(
    testInfo,
    PATH,
    [
      'Dokumenty k pojištění odpovědnosti',
      'Pojistné podmínky pro pojištění odpovědnosti (PDF, 22 kB)',
      `Platné od ${czech(today)}`,
      'Předchozí znění (1)',
      `Znění platné od 1. 1. 2024 do ${czech(pragueDate(-1))} (PDF, 22 kB)`,
    ],
    () => publish(page),
  );

  // Both links lead to the CMS's media library, and each answers with its PDF.
  const { html } = await sitePage(PATH);
  const links = [...html.matchAll(/href="([^"]+\.pdf)"/g)].map(([, href]) => href ?? '');
  expect(links).toEqual([
    expect.stringMatching(new RegExp(`^${CMS_URL}/uploads/pojistne_podminky_odpovednost_2026_\\w+\\.pdf$`)),
    expect.stringMatching(new RegExp(`^${CMS_URL}/uploads/pojistne_podminky_odpovednost_2024_\\w+\\.pdf$`)),
  ]);
  for (const href of links) {
    const response = await fetch(href);
    expect(response.status, href).toBe(200);
    expect(response.headers.get('content-type'), href).toBe('application/pdf');
  }
});
