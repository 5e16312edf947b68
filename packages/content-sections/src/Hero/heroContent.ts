import * as z from 'zod/mini';
import { button, flag, image, optionalText, text } from '../content/fields.js';

/** `blocks.hero`: the page's title block, with the brand variant's logo (SPEC §1). */
export const heroContent = z.object({
  heading: text(),
  perex: optionalText(),
  /** An illustration beside the text; the block works without one. */
  image: image(),
  button: button(),
  /**
   * The `Zavolejte mi` action, which the host adds (the call-back form lives in another package);
   * on unless the editor turns it off.
   */
  callbackButton: flag(true),
});

export type HeroContent = z.output<typeof heroContent>;
