import { isValidIco, isValidZipCode } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { list, optionalText, text } from '../content/fields.js';
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
  label: text(),
  accountNumber: code(isValidAccountNumber, 'Číslo účtu má tvar předčíslí-číslo/kód banky.', compactUpper),
  iban: code(isValidIban, 'IBAN není platný.', formatIban),
});

/**
 * `blocks.company-details`: the company's address, identifiers, court registration and bank accounts
 * (SPEC §2 item 7). SPEC §9: the two bank accounts share one SWIFT, so SWIFT is given once.
 */
export const companyDetailsContent = z.object({
  companyName: text(),
  address: z.object({
    street: text(),
    city: text(),
    zip: code(isValidZipCode, 'PSČ má pět číslic.', formatZip),
  }),
  dataBoxId: optionalCode(isValidDataBoxId, 'ID datové schránky má sedm znaků.', (value) => value.trim()),
  ico: code(isValidIco, 'IČO není platné.', (value) => value.replace(/\s+/g, '')),
  dic: optionalCode(isValidDic, 'DIČ má tvar CZ a 8 až 10 číslic.', compactUpper),
  /** The register entry as a sentence (`zapsaná v obchodním rejstříku vedeném …`). */
  registration: optionalText(),
  bankAccounts: list(bankAccount).check(
    z.refine((accounts) => accounts.length <= 2, { message: 'Uveďte nejvýše dva bankovní účty.' }),
  ),
  swift: optionalCode(isValidSwift, 'SWIFT (BIC) má 8 nebo 11 znaků.', compactUpper),
  /** How to pay; empty means the block's own text (messages: `companyDetails.paymentNote`). */
  paymentNote: optionalText(),
  /** The company's website, for structured data. */
  url: optionalCode((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Adresa webu začíná https://.'),
});

export type CompanyDetailsProps = z.output<typeof companyDetailsContent>;
export type CompanyBankAccount = CompanyDetailsProps['bankAccounts'][number];
