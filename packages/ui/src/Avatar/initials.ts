/** A title or degree written before or after a name (`Ing.`, `Ph.D.`, `MUDr.`): not part of the initials. */
const isTitle = (word: string) => word.includes('.');

/** The first letter of a word, as one grapheme (a letter with a combining accent stays whole). */
function firstLetter(word: string): string | undefined {
  const [first] = new Intl.Segmenter('cs', { granularity: 'grapheme' }).segment(word);
  return first && /^\p{L}/u.test(first.segment) ? first.segment : undefined;
}

/**
 * The initials an avatar shows for a person without a photo: the first letters of the first and
 * the last name, upper-cased the Czech way (`Šárka Čermáková` → `ŠČ`, `Jan` → `J`). Titles and
 * degrees are skipped, a double surname counts as the last name (`Jana Nováková-Svobodová` → `JN`),
 * and a name with no letters gives an empty string.
 */
export function initials(name: string): string {
  const letters = name
    .normalize('NFC')
    .split(/[\s,]+/)
    .filter((word) => word && !isTitle(word))
    .map(firstLetter)
    .filter((letter): letter is string => letter !== undefined);
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase('cs');
}
