import * as z from 'zod/mini';
import { labelled, optionalText } from '../content/fields.js';

/**
 * `blocks.claims-link`: a box with SPEC §2's link to the claims page `/online/hlaseni-skody/`, shown
 * only on claims pages. The site takes claims there by a call-back request, not online, and the
 * block's own words say so. Every text is optional: empty ones use the block's own (messages: `claimsLink`).
 */
export const claimsLinkContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Hlášení škody“.'),
  text: labelled(
    optionalText(),
    'Text',
    'Nepovinné. Prázdné: „Stala se vám škoda? Nechte nám číslo a likvidátor vám zavolá a škodu s vámi sepíše.“',
  ),
  linkText: labelled(
    optionalText(),
    'Text odkazu',
    'Nepovinné. Odkaz vede na žádost o nahlášení škody telefonem (/online/hlaseni-skody). Prázdné: „Požádat o nahlášení škody telefonem“.',
  ),
});

export type ClaimsLinkProps = z.output<typeof claimsLinkContent>;
