import { formatCzechDate, type Locale, useLocale } from '@insurance-web/ui';
import type { DocumentType } from './documentsContent.js';

/** The documents block's own texts (titles and files come from the CMS). */
export interface DocumentsMessages {
  /** The heading when the editor gives none. */
  heading: string;
  /** The label of each kind of document above its title. */
  types: Record<DocumentType, string>;
  /** `1. 1. 2026`: a calendar day (`yyyy-mm-dd`) as the locale writes it, never broken across lines. */
  date: (isoDate: string) => string;
  /** `PDF, 182 kB`: the format and size, part of the link's name. */
  fileInfo: (size: string) => string;
  validFrom: (date: string) => string;
  /** A version published ahead of the day it applies from. */
  upcoming: (date: string) => string;
  /** The disclosure of the versions that no longer apply. */
  earlierSummary: (count: number) => string;
  earlierVersion: (from: string, to: string) => string;
  /** A block without documents: what to do instead, around the brand's phone number (a link). */
  empty: { before: string; after: string };
}

const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export const documentsMessages: Record<Locale, DocumentsMessages> = {
  cs: {
    heading: 'Dokumenty ke stažení',
    types: {
      'pojistne-podminky': 'Pojistné podmínky',
      ipid: 'Informační dokument o pojistném produktu (IPID)',
      'predsmluvni-informace': 'Předsmluvní informace',
      sazebnik: 'Sazebník',
      formular: 'Formulář',
      jiny: 'Dokument',
    },
    date: (isoDate) => formatCzechDate(isoDate).replace(/ /g, '\u00a0'),
    fileInfo: (size) => `PDF, ${size}`,
    validFrom: (date) => `Platné od ${date}`,
    upcoming: (date) => `Nové znění platné od ${date}`,
    earlierSummary: (count) => `Předchozí znění (${count})`,
    earlierVersion: (from, to) => `Znění platné od ${from} do ${to}`,
    empty: {
      before:
        'Dokumenty k tomuto pojištění tu zatím nejsou. Pojistné podmínky, informační dokument (IPID) i sazebník vám pošleme e-mailem: zavolejte nám na ',
      after: ', nebo se zastavte na kterékoli pobočce.',
    },
  },
  en: {
    heading: 'Documents to download',
    types: {
      'pojistne-podminky': 'Insurance terms and conditions',
      ipid: 'Insurance product information document (IPID)',
      'predsmluvni-informace': 'Pre-contract information',
      sazebnik: 'Price list',
      formular: 'Form',
      jiny: 'Document',
    },
    date: (isoDate) => englishDate.format(new Date(`${isoDate}T00:00:00Z`)).replace(/ /g, '\u00a0'),
    fileInfo: (size) => `PDF, ${size}`,
    validFrom: (date) => `Valid from ${date}`,
    upcoming: (date) => `New version valid from ${date}`,
    earlierSummary: (count) => `Earlier versions (${count})`,
    earlierVersion: (from, to) => `Version valid from ${from} to ${to}`,
    empty: {
      before:
        'The documents for this insurance are not here yet. We will e-mail you the terms and conditions, the product information document (IPID) and the price list: call us on ',
      after: ', or visit any of our branches.',
    },
  },
};

export function useDocumentsMessages(): DocumentsMessages {
  return documentsMessages[useLocale()];
}
