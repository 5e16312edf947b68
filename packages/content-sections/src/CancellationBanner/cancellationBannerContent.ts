import * as z from 'zod/mini';
import { optionalText } from '../content/fields.js';

/**
 * `blocks.cancellation-banner` (SPEC §2 item 10): the buttons of a cancellation link's page. Both
 * texts are optional: empty ones use the block's own for the page's kind (messages).
 */
export const cancellationBannerContent = z.object({
  heading: optionalText(),
  text: optionalText(),
});

export type CancellationBannerProps = z.output<typeof cancellationBannerContent>;
