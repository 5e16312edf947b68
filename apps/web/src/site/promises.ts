/**
 * What the site may promise a visitor. The calculators and the claims form are registered slots that
 * this host leaves empty (docs: apps/web/README.md, "Promises"), so no page may say that a visitor can
 * buy insurance or report a claim online: the words say what really happens (a call-back, the phone
 * line, a branch). A journey goes into `ONLINE_JOURNEYS` on the day the site offers it, and only then
 * may pages promise it.
 */
export type OnlineJourney = 'purchase' | 'claim';

/** The journeys a visitor can finish online on this site today. */
export const ONLINE_JOURNEYS: ReadonlySet<OnlineJourney> = new Set<OnlineJourney>();

/** A phrase that promises a journey, as found in a text. */
export interface OnlinePromise {
  journey: OnlineJourney;
  phrase: string;
}

/** Words within one sentence: separators are anything but letters, digits and sentence ends. */
const GAP = '[^\\p{L}\\p{N}.!?]+';
const nearby = (words: number) => `(?:${GAP}[\\p{L}\\p{N}]+){0,${words}}?${GAP}`;
const word = (stem: string) => `\\b${stem}[\\p{L}]*`;

/** Verbs of buying or taking out insurance (`sjednat`, `koupit`, `uzavřít`), without diacritics. */
const PURCHASE = `(?:${word('sjedn')}|${word('koup')}|${word('nakoup')}|${word('uzavr')}|${word('pojist')})`;
/** Verbs and nouns of reporting a claim (`nahlásit`, `hlášení`). */
const CLAIM = `(?:${word('nahlas')}|${word('hlasen')}|${word('hlas')})`;
/** What a visitor does in a few minutes on a site (`vyřídíte`, `zvládnete`). */
const DONE = `(?:${word('vyrid')}|${word('zvladn')})`;

const PATTERNS: readonly { journey: OnlineJourney; pattern: RegExp }[] = [
  // "online, nebo osobně" is a meeting, which the site does offer.
  { journey: 'purchase', pattern: new RegExp(`${PURCHASE}${nearby(5)}online\\b(?!,? nebo osobne)`, 'gu') },
  { journey: 'purchase', pattern: new RegExp(`\\bonline${nearby(3)}${PURCHASE}`, 'gu') },
  // "Bez závazků, online za pár minut": the verb is in the sentence before.
  { journey: 'purchase', pattern: /\bonline za par minut/gu },
  // "Cenu spočítáte za minutu": an online calculator, which the site does not have.
  {
    journey: 'purchase',
    pattern: /\b(?:spocitat cenu|spocitate|spocitejte|vypocitat cenu|vypocitate|vypocitejte)\b/gu,
  },
  { journey: 'claim', pattern: new RegExp(`${CLAIM}${nearby(4)}online\\b`, 'gu') },
  { journey: 'claim', pattern: new RegExp(`\\bonline${nearby(3)}${CLAIM}`, 'gu') },
  { journey: 'claim', pattern: new RegExp(`\\bonline${nearby(2)}${DONE}`, 'gu') },
];

/** Lower case, without diacritics, one space for any run of white space: `Sjednání  ONLINE` → `sjednani online`. */
export function foldCzech(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** Every phrase of `text` that promises a journey online, in the folded form it was found in. */
export function onlinePromises(text: string): OnlinePromise[] {
  const folded = foldCzech(text);
  return PATTERNS.flatMap(({ journey, pattern }) =>
    [...folded.matchAll(pattern)].map((match) => ({ journey, phrase: match[0] })),
  );
}

/** The promises of `text` that the site does not keep: those of a journey it does not offer. */
export function brokenPromises(
  text: string,
  journeys: ReadonlySet<OnlineJourney> = ONLINE_JOURNEYS,
): OnlinePromise[] {
  return onlinePromises(text).filter((promise) => !journeys.has(promise.journey));
}
