/**
 * Checks of the codes a company's details carry, beyond IČO (which `@insurance-web/validation` owns).
 * Spaces are allowed wherever people type them (`CZ19 9999 0000 …`) and ignored.
 */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** DIČ of a Czech company: `CZ` and its IČO (8 digits), or 9–10 digits for a person. */
export function isValidDic(value: string): boolean {
  return /^CZ\d{8,10}$/.test(compact(value));
}

/** A Czech account number: optional prefix, number, bank code (`19-2000145399/0800`). */
export function isValidAccountNumber(value: string): boolean {
  return /^(\d{1,6}-)?\d{2,10}\/\d{4}$/.test(compact(value));
}

/** IBAN (ISO 13616): country, two check digits, the account; the whole is 1 modulo 97. */
export function isValidIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((char) => Number.parseInt(char, 36)).join('');
  let remainder = 0;
  // Piecewise, because the number is far beyond what a double holds exactly.
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** SWIFT/BIC: bank, country, location, optional branch (`GIBACZPX`, `KOMBCZPPXXX`). */
export function isValidSwift(value: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value));
}

/** ID datové schránky: seven characters, letters and digits. */
export function isValidDataBoxId(value: string): boolean {
  return /^[a-z0-9]{7}$/i.test(value.trim());
}

/** A postcode as Czech addresses print it: `110 00`. */
export function formatZip(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** An IBAN in groups of four, as it is printed (and read out) in Czech. */
export function formatIban(value: string): string {
  return compact(value).replace(/(.{4})(?=.)/g, '$1 ');
}
