import * as z from 'zod/mini';
import {
  type ButtonData,
  button,
  image,
  labelled,
  list,
  optionalText,
  perex,
  text,
} from '../content/fields.js';

/** A signpost item leads somewhere: without its button it would be a dead end, so the button is required. */
const requiredButton = () =>
  z.pipe(
    button(),
    z.transform((value, ctx): ButtonData => {
      if (value === null) {
        ctx.issues.push({ code: 'custom', message: 'Povinné pole je prázdné.', input: value });
        return z.NEVER;
      }
      return value;
    }),
  );

/** One signpost: where it leads and why (SPEC §3 "signpost items"). */
const signpostItem = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis rozcestníku.'),
  perex: perex(),
  button: labelled(requiredButton(), 'Tlačítko', 'Povinné. Kam rozcestník vede.'),
  image: labelled(image(), 'Obrázek', 'Nepovinné. Obrázek rozcestníku.'),
});

/** `blocks.signpost-banners`: a set of banners leading to other parts of the site (SPEC §2 item 7). */
export const signpostBannersContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad rozcestníky.'),
  perex: perex(),
  items: labelled(list(signpostItem), 'Rozcestníky', 'Bannery vedoucí na jiné části webu.'),
});

export type SignpostBannersProps = z.output<typeof signpostBannersContent>;
export type SignpostItem = SignpostBannersProps['items'][number];
