import * as z from 'zod/mini';
import { bannerHeading, button, choice, image, labelled, perex } from '../content/fields.js';

/** The background colours editors choose from (SPEC §3: oranzova, zelena, fialova, modra, bila). */
export const SUPER_BANNER_BACKGROUNDS = ['oranzova', 'zelena', 'fialova', 'modra', 'bila'] as const;
export type SuperBannerBackground = (typeof SUPER_BANNER_BACKGROUNDS)[number];

/** `blocks.super-banner`: a full-width, strongly coloured promotional banner (SPEC §2 item 7). */
export const superBannerContent = z.object({
  heading: bannerHeading(),
  perex: perex(),
  button: labelled(button(), 'Tlačítko', 'Nepovinné. Výzva k akci.'),
  image: labelled(image(), 'Obrázek', 'Nepovinné. Obrázek vedle textu.'),
  /** The brand's own colour unless the editor picks another. */
  background: labelled(
    choice(SUPER_BANNER_BACKGROUNDS, 'modra'),
    'Barva pozadí',
    'Barva banneru: oranzova, zelena, fialova, modra (výchozí, barva značky) nebo bila.',
  ),
});

export type SuperBannerProps = z.output<typeof superBannerContent>;
