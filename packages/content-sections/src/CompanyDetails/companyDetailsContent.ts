import { isValidIco, isValidZipCode } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { labelled, list, optionalText, text } from '../content/fields.js';
import {
  formatIban,
  formatZip,
  isValidAccountNumber,
  isValidDataBoxId,
  isValidDic,
  isValidIban,
  isValidSwift,
} from './companyCodes.js';

/** Required text that must pass `check`; `format` gives the form it is shown in. */
const code = (check: (value: string) => boolean, message: string, format = (value: string) => value) =>
  z.pipe(text().check(z.refine(check, { message })), z.transform(format));

/** Optional text that, when filled in, must pass `check`. */
const optionalCode = (
  check: (value: string) => boolean,
  message: string,
  format = (value: string) => value,
) =>
  z.pipe(
    optionalText().check(z.refine((value) => value === '' || check(value), { message })),
    z.transform((value) => (value === '' ? '' : format(value))),
  );

const compactUpper = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const bankAccount = z.object({
  /** What the account is for, or its currency (`Účet pro platby v Kč`). */
  label: labelled(text(), 'Popis účtu', 'K čemu účet slouží nebo jeho měna (Účet pro platby v Kč).'),
  accountNumber: labelled(
    code(isValidAccountNumber, 'Číslo účtu má tvar předčíslí-číslo/kód banky.', compactUpper),
    'Číslo účtu',
    'Ve tvaru předčíslí-číslo/kód banky (19-123457/0100); předčíslí je nepovinné.',
  ),
  iban: labelled(
    code(isValidIban, 'IBAN není platný.', formatIban),
    'IBAN',
    'Mezinárodní číslo účtu (CZ65 0800 …); na webu se ukáže po čtveřicích.',
  ),
});

/**
 * `blocks.company-details`: the company's address, identifiers, court registration and bank accounts
 * (SPEC §2 item 7). SPEC §9: the two bank accounts share one SWIFT, so SWIFT is given once.
 */
export const companyDetailsContent = z.object({
  companyName: labelled(text(), 'Název společnosti', 'Celý název i s právní formou (Pojišťovna, a.s.).'),
  address: labelled(
    z.object({
      street: labelled(text(), 'Ulice a číslo', 'Ulice sídla s číslem popisným.'),
      city: labelled(text(), 'Obec', 'Obec sídla, případně s částí (Praha 1).'),
      zip: labelled(
        code(isValidZipCode, 'PSČ má pět číslic.', formatZip),
        'PSČ',
        'Pět číslic, s mezerou i bez ní; na webu se ukáže jako 110 00.',
      ),
    }),
    'Sídlo',
    'Adresa sídla společnosti.',
  ),
  dataBoxId: labelled(
    optionalCode(isValidDataBoxId, 'ID datové schránky má sedm znaků.', (value) => value.trim()),
    'ID datové schránky',
    'Nepovinné. Sedm znaků (abc1234).',
  ),
  ico: labelled(
    code(isValidIco, 'IČO není platné.', (value) => value.replace(/\s+/g, '')),
    'IČO',
    'Identifikační číslo osoby, osm číslic; kontroluje se i kontrolní číslice.',
  ),
  dic: labelled(
    optionalCode(isValidDic, 'DIČ má tvar CZ a 8 až 10 číslic.', compactUpper),
    'DIČ',
    'Nepovinné. CZ a 8 až 10 číslic (CZ12345678).',
  ),
  /** The register entry as a sentence (`zapsaná v obchodním rejstříku vedeném …`). */
  registration: labelled(
    optionalText(),
    'Zápis v rejstříku',
    'Nepovinné. Celá věta o zápisu (zapsaná v obchodním rejstříku vedeném Městským soudem v Praze…).',
  ),
  bankAccounts: labelled(
    list(bankAccount).check(
      z.refine((accounts) => accounts.length <= 2, { message: 'Uveďte nejvýše dva bankovní účty.' }),
    ),
    'Bankovní účty',
    'Nepovinné. Nejvýše dva účty.',
  ),
  swift: labelled(
    optionalCode(isValidSwift, 'SWIFT (BIC) má 8 nebo 11 znaků.', compactUpper),
    'SWIFT',
    'Nepovinné. Kód banky (BIC), 8 nebo 11 znaků; platí pro oba účty.',
  ),
  /** How to pay; empty means the block's own text (messages: `companyDetails.paymentNote`). */
  paymentNote: labelled(
    optionalText(),
    'Pokyn k platbám',
    'Nepovinné. Text pod účty o tom, jak platit. Prázdné: výchozí pokyn platit podle smlouvy.',
  ),
  /** The company's website, for structured data. */
  url: labelled(
    optionalCode((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Adresa webu začíná https://.'),
    'Web společnosti',
    'Nepovinné. Celá adresa webu (https://…); nezobrazí se, slouží vyhledávačům.',
  ),
});

export type CompanyDetailsProps = z.output<typeof companyDetailsContent>;
export type CompanyBankAccount = CompanyDetailsProps['bankAccounts'][number];
