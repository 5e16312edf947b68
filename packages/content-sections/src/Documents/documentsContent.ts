import { contentFields } from '@insurance-web/ui';
import { isIsoDate } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { labelled, list, optionalText, perex, safeImageUrl, text } from '../content/fields.js';

/**
 * The kinds of document an insurer publishes with a product: its conditions, the EU's product
 * information document (IPID), the pre-contract information, a price list, a form, anything else.
 */
export const DOCUMENT_TYPES = [
  'pojistne-podminky',
  'ipid',
  'predsmluvni-informace',
  'sazebnik',
  'formular',
  'jiny',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A PDF as a version links it: its address and its size in kB (Strapi's `size`: bytes / 1000). */
export interface DocumentFile {
  url: string;
  sizeKb: number;
}

const NOT_PDF = 'Dokument musí být soubor PDF.';

/**
 * A PDF from Strapi's media library (`url`, `mime`, `size` in kB, as the upload service stores
 * them), or from the embedded JSON pages with the same fields. Only PDFs: every insurer's document
 * is one, a browser opens it in place, and the link says so.
 */
const pdfFile = contentFields.strapiField(
  z.pipe(
    z.optional(
      z.nullable(
        z.object({
          url: z.string(),
          mime: z.optional(z.nullable(z.string())),
          size: z.number().check(z.positive('Soubor nemá velikost.')),
        }),
      ),
    ),
    z.transform((value, ctx): DocumentFile => {
      if (!value) {
        ctx.issues.push({ code: 'custom', message: 'Znění nemá soubor PDF.', input: value });
        return z.NEVER;
      }
      const url = safeImageUrl(value.url);
      const path = (url ?? '').split(/[?#]/)[0] ?? '';
      const isPdf = value.mime ? value.mime === 'application/pdf' : /\.pdf$/i.test(path);
      if (url === null || !isPdf) {
        ctx.issues.push({ code: 'custom', message: NOT_PDF, input: value.url, path: ['url'] });
        return z.NEVER;
      }
      return { url, sizeKb: value.size };
    }),
  ),
  { type: 'media', multiple: false, allowedTypes: ['files'], required: true },
);

/** A calendar day (`2026-01-01`, Strapi's `date` field and its picker). */
const validFrom = contentFields.strapiField(
  z
    .string('Znění nemá datum, od kterého platí.')
    .check(z.refine(isIsoDate, { message: 'Datum není platné datum ve tvaru RRRR-MM-DD.' })),
  { type: 'date', required: true },
);

/** One version of a document: from which day it applies, and its PDF. */
const documentVersion = z.object({
  validFrom: labelled(
    validFrom,
    'Platné od',
    'Den, od kterého toto znění platí (u smluv uzavřených od toho dne). Platnost do se dopočítá z dalšího znění.',
  ),
  file: labelled(
    pdfFile,
    'Soubor PDF',
    'PDF z knihovny médií. Na webu se ukáže s formátem a velikostí (PDF, 182 kB).',
  ),
});

export type DocumentVersion = z.output<typeof documentVersion>;

/** Two versions from one day would leave a visitor guessing which applies: the second is refused. */
const versions = z.array(documentVersion).check(
  z.minLength(1, 'Dokument nemá žádné znění (soubor PDF s datem platnosti).'),
  z.superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.forEach((version, index) => {
      if (seen.has(version.validFrom)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Jiné znění tohoto dokumentu platí od stejného dne; každé znění potřebuje svůj den.',
          input: version.validFrom,
          path: [index, 'validFrom'],
        });
      }
      seen.add(version.validFrom);
    });
  }),
);

const documentItem = z.object({
  type: labelled(
    contentFields.strapiField(z.enum(DOCUMENT_TYPES, 'Vyberte druh dokumentu.'), {
      type: 'enumeration',
      enum: [...DOCUMENT_TYPES],
      required: true,
    }),
    'Druh dokumentu',
    'Štítek nad názvem: pojistne-podminky, ipid (informační dokument o produktu), predsmluvni-informace, sazebnik, formular, jiny.',
  ),
  title: labelled(
    text(),
    'Název',
    'Jak se dokument jmenuje, bez data (Pojistné podmínky pro povinné ručení). Je textem odkazu.',
  ),
  versions: labelled(
    versions,
    'Znění',
    'Každé znění dokumentu s datem, od kterého platí. Nové znění přidejte, staré nemažte: smlouvy uzavřené dříve se jím řídí a web ho ukáže v Předchozím znění.',
  ),
});

export type InsuranceDocument = z.output<typeof documentItem>;

/** `blocks.documents`: a product's documents to download, each with its current and earlier versions. */
export const documentsContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Dokumenty ke stažení“.'),
  perex: perex(),
  documents: labelled(
    list(documentItem),
    'Dokumenty',
    'Pojistné podmínky, IPID, sazebník… v pořadí, v jakém se mají ukázat. Bez dokumentů blok řekne, jak o ně požádat.',
  ),
});

export type DocumentsProps = z.output<typeof documentsContent>;
