import { expect, test } from '@playwright/test';

/*
 * A product page lists its documents (blocks.documents): the conditions that apply today, their
 * earlier version behind "Předchozí znění", the IPID and the price list, each link naming the
 * document, its format and size, and each answering with the PDF itself.
 */

const NBSP = '\u00a0';
/** The product pages and the section heading each shows its documents under. */
const PRODUCT_PAGES: Record<string, string> = {
  '/auto': 'Dokumenty k povinnému ručení',
  '/pojisteni-vozidel': 'Dokumenty k pojištění vozidel',
  '/havarijni-pojisteni': 'Dokumenty k havarijnímu pojištění',
  '/havarijko-na-mesic': 'Dokumenty k Havarijku na měsíc',
  '/pojisteni-motorky': 'Dokumenty k pojištění motorky',
  '/pojisteni-majetek': 'Dokumenty k pojištění majetku',
  '/cestovni-pojisteni': 'Dokumenty k cestovnímu pojištění',
  '/cestovko': 'Dokumenty k cestovnímu pojištění',
  '/odpovednost': 'Dokumenty k pojištění odpovědnosti',
};

test('/pojisteni-vozidel lists its documents; the earlier conditions open by keyboard; every PDF answers', async ({
  page,
  request,
}) => {
  await page.goto('/pojisteni-vozidel');
  const section = page.getByRole('region', { name: 'Dokumenty k pojištění vozidel' });
  const currentName = { name: `Pojistné podmínky pro povinné ručení (PDF, 24${NBSP}kB)`, exact: true };
  const current = section.getByRole('link', currentName);
  await expect(current).toHaveAttribute('href', '/dokumenty/pojistne-podminky-povinne-ruceni-2026.pdf');
  await expect(
    section.getByRole('listitem').filter({ has: page.getByRole('link', currentName) }),
  ).toContainText(`Platné od 1.${NBSP}1.${NBSP}2026`);
  await expect(section.getByRole('link', { name: /^IPID k povinnému ručení \(PDF, 18/ })).toBeVisible();
  await expect(section.getByRole('link', { name: /^Sazebník poplatků \(PDF, 15/ })).toBeVisible();

  // The earlier version waits behind its disclosure, which opens from the keyboard.
  const earlier = section.getByRole('link', {
    name: `Pojistné podmínky pro povinné ručení: Znění platné od 1.${NBSP}1.${NBSP}2024 do 31.${NBSP}12.${NBSP}2025 (PDF, 24${NBSP}kB)`,
    exact: true,
  });
  await expect(earlier).toBeHidden();
  await current.focus();
  await page.keyboard.press('Tab');
  await expect(section.getByText('Předchozí znění (1)').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(earlier).toBeVisible();
  await expect(earlier).toHaveAttribute('href', '/dokumenty/pojistne-podminky-povinne-ruceni-2024.pdf');

  // Every link of the section (the earlier versions, opened or not, too) answers with a PDF, in the same tab.
  const links = await section.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute('href') ?? '',
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
    })),
  );
  expect(links).toHaveLength(7);
  for (const link of links) {
    expect(link).toMatchObject({ target: null, download: false });
    const response = await request.get(link.href);
    expect(response.status(), link.href).toBe(200);
    expect(response.headers()['content-type'], link.href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), link.href).toBe('%PDF-');
  }
});

test('every product page shows its documents section, and its PDFs answer', async ({ request }) => {
  const checked = new Set<string>();
  for (const [path, heading] of Object.entries(PRODUCT_PAGES)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`>${heading}</h2>`);
    const pdfs = [...html.matchAll(/href="(\/dokumenty\/[\w-]+\.pdf)"/g)].map(([, href]) => href ?? '');
    expect(pdfs.length, path).toBeGreaterThanOrEqual(4);
    for (const href of pdfs.filter((one) => !checked.has(one))) {
      checked.add(href);
      const response = await request.head(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe('application/pdf');
    }
  }
  expect(checked.size).toBe(21);
});
