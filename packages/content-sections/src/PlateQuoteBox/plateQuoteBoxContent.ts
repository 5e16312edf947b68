import * as z from 'zod/mini';
import { choice, labelled, linkUrl, optionalText, perex, text } from '../content/fields.js';
import { safeLinkUrl } from '../content/safeUrl.js';
import { QUOTE_FLOW_URL, ROLLOUT_DEFAULTS, ROLLOUT_FLAG } from './plateDefaults.js';

/** The box's looks: `inline` (field and button on one line, in or under a hero), `card` (with the info bubble). */
export const PLATE_QUOTE_BOX_LOOKS = ['inline', 'card'] as const;
export type PlateQuoteBoxLook = (typeof PLATE_QUOTE_BOX_LOOKS)[number];

/** Optional text with a default for when the editor leaves it empty. */
function textOr(fallback: string) {
  return z.pipe(
    optionalText(),
    z.transform((value) => value || fallback),
  );
}

/** A page a visitor is sent to: a path on this site or an http(s) address; the default when empty. */
function pageUrl(fallback: string) {
  return z.pipe(
    optionalText(),
    z.transform((value, ctx) => {
      if (value === '') return fallback;
      const url = safeLinkUrl(value);
      if (url === null || !/^(https?:|\/)/i.test(url)) {
        ctx.issues.push({
          code: 'custom',
          message: 'Adresa musí být cesta na webu (/auto/…) nebo adresa http(s).',
          input: value,
        });
        return z.NEVER;
      }
      return url;
    }),
  );
}

/** A plain link (`Nemám SPZ` → the quote flow), `null` when absent. */
const helperLink = labelled(
  z.pipe(
    z.optional(
      z.nullable(
        z.object({
          text: labelled(text(), 'Text odkazu', 'Co odkaz říká (Nemám SPZ).'),
          url: labelled(linkUrl(), 'Odkaz', 'Kam vede: cesta na webu (/auto/autosjednavac) nebo https://….'),
        }),
      ),
    ),
    z.transform((value): { text: string; url: string } | null => value ?? null),
  ),
  'Pomocný odkaz',
  'Nepovinné. Odkaz pod polem pro SPZ, např. pro ty, kdo SPZ nemají.',
);

/** `blocks.plate-quote-box`: the vehicle plate quote box (SPEC §2 item 2, §4, §6, §9). */
export const plateQuoteBoxContent = z.object({
  look: labelled(
    choice(PLATE_QUOTE_BOX_LOOKS, 'card'),
    'Vzhled',
    'card = karta, která vozidlo vyhledá (výchozí); inline = pole a tlačítko na řádku, pod úvodním blokem.',
  ),
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad polem pro SPZ.'),
  perex: perex(),
  /** The button before a lookup has answered; `Chci nabídku` when empty. */
  buttonText: labelled(
    optionalText(),
    'Text tlačítka',
    'Nepovinné. Tlačítko, než se vozidlo najde (pak je „Pokračovat“). Prázdné: „Chci nabídku“.',
  ),
  helperLink,
  /** Where the box sends the visitor, with the plate as `spz`. */
  quoteFlowUrl: labelled(
    pageUrl(QUOTE_FLOW_URL),
    'Adresa sjednání',
    'Kam box pošle návštěvníka i se SPZ: cesta na webu nebo https://…. Prázdné: /auto/autosjednavac.',
  ),
  /** Letters, digits, `.`, `_` and `-`, not dots alone: it becomes a segment of the rollout check's path. */
  rolloutFlag: labelled(
    z.pipe(
      textOr(ROLLOUT_FLAG),
      z.string().check(
        // Not dots alone: `.` or `..` as a path segment would address another path than the flag's.
        z.regex(
          /^(?!\.+$)[A-Za-z0-9._-]{1,64}$/,
          'Příznak smí mít jen písmena, číslice, tečku, podtržítko a pomlčku a nesmí být jen z teček.',
        ),
      ),
    ),
    'Příznak zavádění',
    'Nepovinné. Příznak, podle kterého se pozná, zda nové sjednání smí návštěvník použít. Prázdné: autosjednavac.',
  ),
  defaultLocation: labelled(
    textOr(ROLLOUT_DEFAULTS.location),
    'Výchozí region',
    'Nepovinné. Region, který sjednání předvyplní, když ho návštěvník nezadá. Prázdné: Praha.',
  ),
  defaultBrand: labelled(
    textOr(ROLLOUT_DEFAULTS.brand),
    'Výchozí značka',
    'Nepovinné. Značka, kterou sjednání předvyplní, když ji návštěvník nezadá. Prázdné: Skoda.',
  ),
});

export type PlateQuoteBoxProps = z.output<typeof plateQuoteBoxContent>;
