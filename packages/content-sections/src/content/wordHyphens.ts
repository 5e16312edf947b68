/** U+2011 NON-BREAKING HYPHEN: looks like `-`, but a line never breaks after it. */
export const NON_BREAKING_HYPHEN = '\u2011';

/*
 * A hyphen after a one- or two-letter word at the start of a compound: `e-mail`, `E-shop`, `Wi-Fi`.
 * Browsers may break a line after any hyphen (UAX #14), and `e-` alone at a line's end reads badly
 * (issue 24: "e-/mail"). Only where the short part starts a word (after a space, an opening bracket
 * or quote, or the text's start), so that codes, addresses and slugs (`nehoda-v-zahranici`,
 * `www.e-shop.cz`, `AB-12`) keep their hyphen-minus.
 */
const SHORT_PREFIX_HYPHEN = /(?<=(?:^|[\s([„“"'‚‘«»]))(\p{L}{1,2})-(?=\p{L})/gu;
const SHORT_PREFIX_NON_BREAKING = /(?<=(?:^|[\s([„“"'‚‘«»]))(\p{L}{1,2})\u2011(?=\p{L})/gu;

/** `Pošlete nám e-mail` → `Pošlete nám e‑mail` (U+2011): the word never breaks at its hyphen. */
export function keepShortCompoundsWhole(text: string): string {
  return text.replace(SHORT_PREFIX_HYPHEN, `$1${NON_BREAKING_HYPHEN}`);
}

/**
 * The inverse, for HTML the site rendered coming back as content (`richTextToBlocks`): the stored
 * text keeps its hyphen-minus, and the site adds the non-breaking one again when it shows it.
 */
export function restoreShortCompounds(text: string): string {
  return text.replace(SHORT_PREFIX_NON_BREAKING, '$1-');
}

const TAG_OR_TEXT = /<[^>]*>|[^<]+/g;
const CODE_TAG = /^<(\/?)(?:code|pre)\b/i;

/**
 * The same in sanitised HTML: only in the text between tags (never a tag or its attributes), and
 * not inside `code` or `pre`. Text there is escaped, and no entity has a hyphen.
 */
export function keepShortCompoundsWholeInHtml(html: string): string {
  let inCode = 0;
  return html.replace(TAG_OR_TEXT, (part) => {
    if (part.startsWith('<')) {
      const code = CODE_TAG.exec(part);
      if (code) inCode = Math.max(0, inCode + (code[1] ? -1 : 1));
      return part;
    }
    return inCode > 0 ? part : keepShortCompoundsWhole(part);
  });
}
