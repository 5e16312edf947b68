import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { householdDocuments } from '../../scripts/documents/household.mjs';
import { travelDocuments } from '../../scripts/documents/travel.mjs';
import { vehicleDocuments } from '../../scripts/documents/vehicles.mjs';

/**
 * The product documents of the demo pages (blocks.documents): the PDFs the pages link are the ones
 * scripts/documents/generate.mjs writes into public/dokumenty, each page gives a file's size as
 * Strapi's upload service will store it (the CMS seed uploads the same file), and every product page
 * lists its documents with an earlier version of its conditions.
 */
const publicDir = new URL('../../public/', import.meta.url);
const pagesDir = new URL('pages/', import.meta.url);

interface DocumentSection {
  __component: 'blocks.documents';
  documents: {
    type: string;
    title: string;
    versions: { validFrom: string; file: { url: string; size: number } }[];
  }[];
}

const pages = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json'))
  .map(
    (name) =>
      JSON.parse(readFileSync(new URL(name, pagesDir), 'utf8')).data as {
        slug: string;
        sections: { __component: string }[];
      },
  );
const documentSections = (slug: string) =>
  (pages.find((page) => page.slug === slug)?.sections ?? []).filter(
    (section): section is DocumentSection => section.__component === 'blocks.documents',
  );

/** Every page that sells an insurance product. */
const PRODUCT_PAGES = [
  'auto',
  'pojisteni-vozidel',
  'havarijni-pojisteni',
  'havarijko-na-mesic',
  'pojisteni-motorky',
  'pojisteni-majetek',
  'cestovni-pojisteni',
  'cestovko',
  'odpovednost',
];

/** Strapi's `size` of an upload: kB of 1000 bytes, two decimals (@strapi/upload `bytesToKbytes`). */
const strapiSize = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

const linked = pages.flatMap((page) =>
  documentSections(page.slug).flatMap((section) =>
    section.documents.flatMap((document) =>
      document.versions.map((version) => ({ page: page.slug, ...version.file })),
    ),
  ),
);

describe('product documents', () => {
  it.each(PRODUCT_PAGES)('/%s lists its documents, with an earlier version of its conditions', (slug) => {
    const [section, ...more] = documentSections(slug);
    expect(more).toEqual([]);
    const types = section?.documents.map((document) => document.type) ?? [];
    expect(types).toContain('pojistne-podminky');
    expect(types).toContain('ipid');
    const conditions = section?.documents.filter((document) => document.type === 'pojistne-podminky') ?? [];
    for (const document of conditions) expect(document.versions.length).toBeGreaterThan(1);
  });

  it('links only PDFs that exist, with the size Strapi will give them', () => {
    expect(linked.length).toBeGreaterThan(20);
    for (const file of linked) {
      const path = new URL(`.${file.url}`, publicDir);
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 5).toString('latin1'), file.url).toBe('%PDF-');
      expect(file.size, `${file.page}: ${file.url}`).toBe(strapiSize(statSync(path).size));
    }
  });

  it('ships what the generator writes, each file linked by a page', () => {
    const written = [...vehicleDocuments, ...householdDocuments, ...travelDocuments].map(
      (document) => document.file,
    );
    const shipped = readdirSync(new URL('dokumenty/', publicDir));
    expect(shipped.sort()).toEqual([...written].sort());
    const used = new Set(linked.map((file) => file.url.replace('/dokumenty/', '')));
    expect(shipped.filter((file) => !used.has(file))).toEqual([]);
  });
});
