import { createRequire } from 'node:module';

/**
 * English on the admin's screens, found by word: a word of Strapi's own English texts (the admin's,
 * the content manager's, the media library's `en` translations, what an untranslated key shows) that
 * is no word of Strapi's Czech texts ("Video", "Text", "URL" are both), nor a name on the allow-list.
 * Server messages are English sentences of the same words ("This attribute must be unique"). Read
 * from the CMS's installed Strapi (apps/cms/node_modules), so it follows Strapi's releases.
 */
const require = createRequire(import.meta.url);
const strapi = (file: string) => `../../cms/node_modules/@strapi/${file}`;
const DIRS = [
  'admin/dist/admin/admin/src/translations',
  'content-manager/dist/admin/translations',
  'upload/dist/admin/translations',
];

type Messages = Record<string, string>;
const load = (dir: string, language: string): Messages => {
  try {
    const file = require(strapi(`${dir}/${language}.json.js`)) as { default?: Messages } & Messages;
    return file.default ?? file;
  } catch {
    return {};
  }
};

/** A message's text without its ICU syntax (`{count, plural, one {…}}`, `<b>…</b>`): words only. */
const icuText = (message: string) =>
  message
    .replace(/\{\s*[\w.]+\s*(?:,\s*\w+\s*,?)?/g, ' ')
    .replace(/(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{/g, ' ')
    .replace(/<\/?\w+>/g, ' ');

/** Words of a text: letters only (diacritics included), lower case. */
const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Names and words an English list would flag that a Czech editor reads as Czech or as a name. */
const ALLOWED = new Set([
  'strapi',
  // Czech words that are English ones too ("auto" in the pages' texts, "video" a file's kind on
  // its card), and the page's SEO field.
  'auto',
  'video',
  'seo',
  // The home page's address in the list of pages (the site's content, not the admin's words).
  'home',
  // Units and abbreviations shown in Czech texts too.
  'mb',
  'kb',
  'gb',
  'px',
  'id',
  'url',
  'jpg',
  'jpeg',
  'png',
  'pdf',
  'svg',
  'webp',
  'mp4',
]);

/**
 * English words Strapi's Czech translation leaves in its Czech texts (a half-translated message):
 * English all the same.
 */
const LEFT_IN_CZECH = new Set(
  'at by on one other over your true null undefined content type types collection single create read update save continue enter escape publish published draft post users user sign homepage articles releases community growth hosting develop builder target shift command control domain authorization bearer root transfer audit logs log'.split(
    ' ',
  ),
);

const english = new Set<string>();
const czech = new Set<string>();
for (const dir of DIRS) {
  const [en, cs] = [load(dir, 'en'), load(dir, 'cs')];
  for (const [key, message] of Object.entries(en)) {
    for (const word of words(icuText(message))) english.add(word);
    // A Czech message equal to its English one is no Czech.
    if (cs[key] && cs[key] !== message) for (const word of words(icuText(cs[key]))) czech.add(word);
  }
}
for (const word of english) {
  if (word.length < 2 || ALLOWED.has(word) || (czech.has(word) && !LEFT_IN_CZECH.has(word)))
    english.delete(word);
}

/**
 * Whole lines that stay English because no translation reaches them, both hidden labels of icon
 * buttons for screen readers: a dialog's close button (the design system Modal's default, which
 * Strapi's media dialogs do not set) and the media picker's search button (written into @strapi/upload's
 * SearchAsset).
 */
const UNTRANSLATABLE = new Set(['Close modal', 'Search']);

/** A file name, address, e-mail or document id: the content's names, not words ("card-list-auto.svg"). */
const identifier = /[\p{L}\d][-/@_.:][\p{L}\d]|\p{L}\d|\d\p{L}/u;

/** The English words of a line (identifiers left out). */
const englishWords = (line: string) =>
  [
    ...new Set(
      line
        .split(/\s+/)
        .filter((token) => !identifier.test(token))
        .flatMap((token) => words(token)),
    ),
  ].filter((word) => english.has(word));

/** Each line of `text` with an English word, with the words found in it. */
export function englishIn(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !UNTRANSLATABLE.has(line))
    .flatMap((line) => {
      const found = englishWords(line);
      return found.length > 0 ? [`${line}  [${found.join(', ')}]`] : [];
    });
}

/** How many English words the list has (none when Strapi is not installed: the test refuses that). */
export const englishWordCount = english.size;
