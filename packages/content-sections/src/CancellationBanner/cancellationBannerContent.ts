import * as z from 'zod/mini';
import { labelled, optionalText } from '../content/fields.js';

/**
 * `blocks.cancellation-banner` (SPEC §2 item 10): the buttons of a cancellation link's page. Both
 * texts are optional: empty ones use the block's own for the page's kind (messages).
 */
export const cancellationBannerContent = z.object({
  heading: labelled(
    optionalText(),
    'Nadpis',
    'Nepovinné. Prázdné: výchozí nadpis podle stránky (zrušení smlouvy nebo změny smlouvy).',
  ),
  text: labelled(
    optionalText(),
    'Text',
    'Nepovinné. Vysvětlení nad tlačítky. Prázdné: výchozí text podle stránky.',
  ),
});

export type CancellationBannerProps = z.output<typeof cancellationBannerContent>;
