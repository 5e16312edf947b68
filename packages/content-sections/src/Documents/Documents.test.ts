import { describe, expect, it } from 'vitest';
import { demoSite } from '../../../../.storybook/site';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { documentsBlock } from './documentsBlock';
import { documentsFixtures, documentsInvalidFixtures } from './fixtures';

describeBlockContract(documentsBlock, {
  valid: documentsFixtures,
  invalid: {
    noVersions: { data: documentsInvalidFixtures.noVersions, path: 'documents.0.versions' },
    noFile: { data: documentsInvalidFixtures.noFile, path: 'documents.0.versions.0.file' },
    notPdf: { data: documentsInvalidFixtures.notPdf, path: 'documents.0.versions.0.file.url' },
    unsafeUrl: { data: documentsInvalidFixtures.unsafeUrl, path: 'documents.0.versions.0.file.url' },
    czechDate: { data: documentsInvalidFixtures.czechDate, path: 'documents.0.versions.0.validFrom' },
    sameDay: { data: documentsInvalidFixtures.sameDay, path: 'documents.0.versions.1.validFrom' },
    unknownType: { data: documentsInvalidFixtures.unknownType, path: 'documents.0.type' },
    noTitle: { data: documentsInvalidFixtures.noTitle, path: 'documents.0.title' },
  },
});

const html = (data: object, site = demoSite) =>
  renderBlockToHtml(documentsBlock, contentProps(documentsBlock, data), site);
/** The HTML as text: tags dropped, the non-breaking spaces of sizes kept apart from plain ones. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
/** Every link: its address and its words (what a screen reader names it). */
const links = (markup: string) =>
  [...markup.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    attributes,
    name: text(inner),
  }));

describe('Documents', () => {
  it('links the version that applies today by its title, format and size, and says from when it applies', () => {
    const out = html(documentsFixtures.full);
    const [conditions] = links(out);
    expect(conditions).toMatchObject({
      href: '/dokumenty/pojistne-podminky-povinne-ruceni-2026.pdf',
      name: 'Pojistné podmínky pro povinné ručení (PDF, 24\u00a0kB)',
    });
    expect(out).toMatch(/<h3[^>]*><a [^>]*><span[^>]*>Pojistné podmínky pro povinné ručení</);
    expect(text(out)).toContain('Pojistné podmínkyPojistné podmínky pro povinné ručení');
    expect(text(out)).toContain('Platné od 1.\u00a01.\u00a02026');
  });

  it('opens the PDF in the browser: no download attribute, no new window, its type given', () => {
    for (const link of links(html(documentsFixtures.full))) {
      expect(link.attributes).toContain('type="application/pdf"');
      expect(link.attributes).not.toMatch(/download|target=/);
    }
  });

  it('lists the earlier versions, newest first, in a disclosure with their validity, each link naming its document', () => {
    const out = html(documentsFixtures.full);
    expect(out).toMatch(/<details[^>]*><summary[^>]*>Předchozí znění \(2\)/);
    const earlier = links(out).filter((link) => link.name.includes('Znění platné'));
    expect(earlier).toEqual([
      expect.objectContaining({
        href: '/dokumenty/pojistne-podminky-povinne-ruceni-2024.pdf',
        name: 'Pojistné podmínky pro povinné ručení: Znění platné od 1.\u00a01.\u00a02024 do 31.\u00a012.\u00a02025 (PDF, 24\u00a0kB)',
      }),
      expect.objectContaining({
        href: '/dokumenty/pojistne-podminky-povinne-ruceni-2021.pdf',
        name: 'Pojistné podmínky pro povinné ručení: Znění platné od 1.\u00a07.\u00a02021 do 31.\u00a012.\u00a02023 (PDF, 182\u00a0kB)',
      }),
    ]);
  });

  it('shows a version published ahead of its day as the new version, the current one still first', () => {
    const out = html(documentsFixtures.full);
    const priceList = links(out).filter((link) => link.href?.includes('sazebnik'));
    expect(priceList.map((link) => link.name)).toEqual([
      'Sazebník poplatků (PDF, 15\u00a0kB)',
      'Sazebník poplatků: Nové znění platné od 1.\u00a01.\u00a02027 (PDF, 15\u00a0kB)',
    ]);
  });

  it('makes the next version current on its first day in Prague, by the site clock', () => {
    // 31 December 2026, 23:30 UTC is already 1 January 2027 in Prague.
    const newYear = html(documentsFixtures.full, { ...demoSite, now: '2026-12-31T23:30:00.000Z' });
    const priceList = links(newYear).filter((link) => link.href?.includes('sazebnik'));
    expect(priceList.map((link) => link.href)).toEqual([
      '/dokumenty/sazebnik-poplatku-2027.pdf',
      '/dokumenty/sazebnik-poplatku-2026.pdf',
    ]);
    expect(priceList[1]?.name).toContain('Znění platné od 1.\u00a01.\u00a02026 do 31.\u00a012.\u00a02026');
  });

  it('shows a document with one version without a disclosure', () => {
    const out = html(documentsFixtures.currentOnly);
    expect(out).not.toContain('<details');
    expect(links(out)).toHaveLength(1);
  });

  it('links a document whose only version is still to come, with its day and size in MB', () => {
    const out = html(documentsFixtures.onlyUpcoming);
    expect(links(out).map((link) => link.name)).toEqual([
      'Předsmluvní informace k pojištění mazlíčků (PDF, 1,2\u00a0MB)',
    ]);
    expect(text(out)).toContain('Platné od 1.\u00a02.\u00a02027');
  });

  it('reads Strapi media objects, linking their upload', () => {
    const [first] = links(html(documentsFixtures.strapi));
    expect(first?.href).toBe('/uploads/pojistne_podminky_cestovni_pojisteni_2026_3f9a1c2b7d.pdf');
  });

  it('without documents says how to get them, with the brand phone as a call link', () => {
    const out = html(documentsFixtures.empty);
    expect(text(out)).toContain('Dokumenty k tomuto pojištění tu zatím nejsou.');
    expect(links(out)).toEqual([
      expect.objectContaining({ href: 'tel:+420800100200', name: '+420 800 100 200' }),
    ]);
  });

  it('has its own heading when the editor gives none, and names the section by it', () => {
    const out = html(documentsFixtures.strapiNulls);
    expect(out).toMatch(
      /<section aria-labelledby="([^"]+)"[\s\S]*<h2[^>]*id="\1"[^>]*>Dokumenty ke stažení<\/h2>/,
    );
  });
});
