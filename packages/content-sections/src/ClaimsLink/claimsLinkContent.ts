import * as z from 'zod/mini';
import { labelled, optionalText } from '../content/fields.js';

/**
 * `blocks.claims-link`: a box with a link to the claim-report page, shown only on claims pages
 * (SPEC §2). Every text is optional: empty ones use the block's own (messages: `claimsLink`).
 */
export const claimsLinkContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Hlášení škody“.'),
  text: labelled(
    optionalText(),
    'Text',
    'Nepovinné. Prázdné: „Stala se vám škoda? Nechte nám číslo a škodu s vámi sepíšeme po telefonu. Spěcháte? Volejte nonstop linku pro hlášení škod.“',
  ),
  linkText: labelled(
    optionalText(),
    'Text odkazu',
    'Nepovinné. Odkaz vede na stránku hlášení škody (/online/hlaseni-skody). Prázdné: „Nahlásit škodu“.',
  ),
});

export type ClaimsLinkProps = z.output<typeof claimsLinkContent>;
