// Writes the demo products' documents (pojistné podmínky, IPID, sazebníky, with earlier versions)
// as PDFs into apps/web/public/dokumenty, where the embedded JSON pages link them and the CMS seed
// uploads them into Strapi's media library. The output is committed; run this after changing a
// text: `pnpm --filter @insurance-web/web documents`. The same content gives the same bytes.
// It prints each file's size in kB as Strapi stores it (bytes / 1000, two decimals): the `size` the
// page JSONs give with the file (apps/web/src/content/documents.test.ts compares them).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { company, czechDate, footerLine } from './common.mjs';
import { householdDocuments } from './household.mjs';
import { renderDocument } from './layout.mjs';
import { travelDocuments } from './travel.mjs';
import { vehicleDocuments } from './vehicles.mjs';

const target = path.resolve(import.meta.dirname, '../../public/dokumenty');
const documents = [...vehicleDocuments, ...householdDocuments, ...travelDocuments];

await mkdir(target, { recursive: true });
// A document taken out of the catalogue leaves no file behind.
const names = new Set(documents.map((document) => document.file));
for (const file of await readdir(target)) if (!names.has(file)) await rm(path.join(target, file));

for (const document of documents) {
  const bytes = await renderDocument(
    { ...document, validFromText: czechDate(document.validFrom) },
    { brand: company, footer: footerLine },
  );
  await writeFile(path.join(target, document.file), bytes);
  console.log(`${document.file}\t${bytes.length} B\tsize ${Math.round(bytes.length / 10) / 100}`);
}
