import { cardGridClass, SectionShell } from '@insurance-web/ui';
import { keepShortCompoundsWhole } from '../content/wordHyphens.js';
import { DocumentEntry, DocumentsEmpty, DocumentsHeading } from './DocumentEntry.js';
import type { DocumentsProps } from './documentsContent.js';

/**
 * A product's documents to download (pojistné podmínky, IPID, sazebník …): each with the version
 * that applies today and the earlier ones existing contracts still follow. Plain links and a
 * `<details>`: no JavaScript. The cards fill their rows (ui's `cardGridClass`); without documents
 * the block says how to get them.
 */
export function Documents({ heading, perex, documents }: DocumentsProps) {
  return (
    <SectionShell
      heading={heading || <DocumentsHeading />}
      perex={perex ? keepShortCompoundsWhole(perex) : undefined}
    >
      {documents.length > 0 ? (
        <ul className={`${cardGridClass(documents.length)} gap-4`}>
          {documents.map((document, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: documents are positional CMS content
            <DocumentEntry key={index} document={document} />
          ))}
        </ul>
      ) : (
        <DocumentsEmpty />
      )}
    </SectionShell>
  );
}
