import * as z from 'zod/mini';
import { button, choice, image, optionalText, text } from '../content/fields.js';

/** The background colours editors choose from (SPEC §3: oranzova, zelena, fialova, modra, bila). */
export const SUPER_BANNER_BACKGROUNDS = ['oranzova', 'zelena', 'fialova', 'modra', 'bila'] as const;
export type SuperBannerBackground = (typeof SUPER_BANNER_BACKGROUNDS)[number];

/** `blocks.super-banner`: a full-width, strongly coloured promotional banner (SPEC §2 item 7). */
export const superBannerContent = z.object({
  heading: text(),
  perex: optionalText(),
  button: button(),
  image: image(),
  /** The brand's own colour unless the editor picks another. */
  background: choice(SUPER_BANNER_BACKGROUNDS, 'modra'),
});

export type SuperBannerProps = z.output<typeof superBannerContent>;
