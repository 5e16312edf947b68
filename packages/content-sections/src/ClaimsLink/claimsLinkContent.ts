import * as z from 'zod/mini';
import { optionalText } from '../content/fields.js';

/**
 * `blocks.claims-link`: a box with a link to report a claim online, shown only on claims pages
 * (SPEC §2). Every text is optional: empty ones use the block's own (messages: `claimsLink`).
 */
export const claimsLinkContent = z.object({
  heading: optionalText(),
  text: optionalText(),
  linkText: optionalText(),
});

export type ClaimsLinkProps = z.output<typeof claimsLinkContent>;
