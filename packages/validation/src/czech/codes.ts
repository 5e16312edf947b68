/**
 * Codes (birth number, IČO, PSČ, plate) are typed with spaces in them as often as without. After
 * GOV.UK's pattern, spaces are removed instead of rejected; anything that is not a string stays as it is
 * so that the schema can report it with its own message.
 */
export function stripSpaces<T>(value: T): T | string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : value;
}
