import * as z from 'zod/mini';
import { button, flag, image, labelled, optionalText, text } from '../content/fields.js';

/** `blocks.hero`: the page's title block (the brand variant's logo, SPEC §1, is in the site header). */
export const heroContent = z.object({
  heading: labelled(text(), 'Nadpis', 'Hlavní nadpis stránky (h1).'),
  perex: labelled(optionalText(), 'Perex', 'Nepovinné. Krátký úvodní text pod nadpisem.'),
  /** An illustration beside the text; the block works without one. */
  image: labelled(image(), 'Obrázek', 'Nepovinné. Ilustrace vedle textu (na mobilu pod ním).'),
  button: labelled(button(), 'Tlačítko', 'Nepovinné. Hlavní výzva k akci pod perexem.'),
  /**
   * The `Zavolejte mi` action, which the host adds (the call-back form lives in another package);
   * on unless the editor turns it off.
   */
  callbackButton: labelled(
    flag(true),
    'Tlačítko Zavolejte mi',
    'Zapnuto (výchozí): vedle tlačítka je i „Zavolejte mi“, které otevře formulář zpětného volání.',
  ),
});

export type HeroContent = z.output<typeof heroContent>;
