import * as z from 'zod/mini';
import { labelled, optionalText } from '../content/fields.js';

/**
 * `blocks.claims-link`: a box with a link to report a claim online, shown only on claims pages
 * (SPEC §2). Every text is optional: empty ones use the block's own (messages: `claimsLink`).
 */
export const claimsLinkContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Hlášení škody“.'),
  text: labelled(
    optionalText(),
    'Text',
    'Nepovinné. Prázdné: „Stala se vám škoda? Nahlaste ji online, zabere to jen pár minut.“',
  ),
  linkText: labelled(
    optionalText(),
    'Text odkazu',
    'Nepovinné. Odkaz vede na hlášení škody online. Prázdné: „Nahlásit škodu online“.',
  ),
});

export type ClaimsLinkProps = z.output<typeof claimsLinkContent>;
