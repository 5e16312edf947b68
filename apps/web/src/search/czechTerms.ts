/**
 * How the site search reads Czech: the same steps for the pages it indexes and for what a visitor
 * types, so that `pojisteni skel` finds `Pojištění skel` and `zelena karta` finds `zelenou kartu`.
 *
 * 1. Words are runs of letters and digits (`e-mail` is two words, `4x4` one).
 * 2. Lowercase, and the diacritics go (`Pojištění` → `pojisteni`): visitors often type without them.
 * 3. The commonest function words go (`a`, `v`, `na`, `jak` …): with every word required, they would
 *    only keep a result out.
 * 4. The word's case ending goes, by a light stemmer (below), so one entry covers its declensions.
 */

/** The words of a text, as typed (case and diacritics kept): what the index and the highlighter split on. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** `Pojištění` → `pojisteni`: lowercase, combining marks removed after canonical decomposition. */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase();
}

/** Folded: prepositions, conjunctions, pronouns and particles a query would carry for nothing. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'a aby ale ani az bez by byl byla bylo co do i jak jake jaky je jeho jej jen jsem jsou k kam kde',
    'kdy ke ktera ktere ktery ma mam me mi mne mu na nad ne nebo o od po pod pro proc pri s se si',
    'sve ta tak te to tu u v ve vsak z za ze',
  ]
    .join(' ')
    .split(' '),
);

const endsWithAny = (word: string, endings: readonly string[]) => endings.some((end) => word.endsWith(end));

// Case endings by length, folded (the stemmer runs after the diacritics went, so the query and the
// page meet whether or not the visitor typed them). Each applies only above a length, so that short
// stems survive.
const CASE_ENDINGS: readonly (readonly [minLength: number, endings: readonly string[]])[] = [
  [8, ['atech']],
  [7, ['etem', 'atum']],
  [6, ['ech', 'ich', 'eho', 'emi', 'emu', 'ete', 'eti', 'iho', 'imi', 'imu', 'ach', 'ata', 'aty', 'ych']],
  [6, ['ama', 'ami', 'ove', 'ovi', 'ymi']],
  [5, ['em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou']],
  [4, ['a', 'e', 'i', 'o', 'u', 'y']],
];

function withoutCase(word: string): string {
  for (const [minLength, endings] of CASE_ENDINGS) {
    if (word.length < minLength) continue;
    const ending = endings.find((end) => word.endsWith(end));
    if (ending) return word.slice(0, -ending.length);
  }
  return word;
}

/** Possessive adjectives: `Novákov`, `Janin`, `otcův` (folded `otcuv`). */
function withoutPossessive(word: string): string {
  return word.length >= 6 && endsWithAny(word, ['ov', 'in', 'uv']) ? word.slice(0, -2) : word;
}

/**
 * The stem's end made alike where Czech alternates it (`Praha`/`Praze`, `ruka`/`ruce`, `sklo`/`skel`).
 * Two of the original's rules are left out: folded, they cannot tell the letter they are for from
 * its plain twin (`čt`/`št` → `ck`/`sk` would take every `st`, so `cesta` would meet `česká`; `ů` → `o`
 * every `u`, so `ruka` would meet `rok`).
 */
function normalised(word: string): string {
  const last = word.at(-1);
  if (last === 'c') return `${word.slice(0, -1)}k`;
  if (last === 'z') return `${word.slice(0, -1)}h`;
  // A mobile e (`skel`/`skla`, `karet`/`karta`): the stem without it.
  if (word.length > 1 && word.at(-2) === 'e') return `${word.slice(0, -2)}${last}`;
  return word;
}

/**
 * A light stemmer for Czech after Dolamic and Savoy ("Indexing and stemming approaches for the Czech
 * language", 2009), the one Lucene's Czech analyser uses, on folded words: it removes case endings
 * and possessive suffixes and evens out the alternating last consonant. Light on purpose: a search
 * box wants `škody` to meet `škodu`, not every word of one root to meet.
 */
export function stemCzech(folded: string): string {
  if (/\p{N}/u.test(folded)) return folded;
  const stem = withoutPossessive(withoutCase(folded));
  return stem.length > 0 ? normalised(stem) : folded;
}

/**
 * One word as the index keeps it, or `null` for a word it leaves out (a function word, a single
 * letter). Digits stay as they are (a phone number is found by its groups).
 */
export function searchTerm(word: string): string | null {
  const folded = foldDiacritics(word);
  if (folded === '' || STOP_WORDS.has(folded)) return null;
  if (folded.length === 1 && !/\p{N}/u.test(folded)) return null;
  return stemCzech(folded);
}

/** Every term of a text, in order (what MiniSearch indexes and searches for). */
export function searchTerms(text: string): string[] {
  return words(text).flatMap((word) => searchTerm(word) ?? []);
}
