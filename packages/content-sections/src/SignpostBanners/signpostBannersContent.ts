import * as z from 'zod/mini';
import { type ButtonData, button, image, list, optionalText, text } from '../content/fields.js';

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
  heading: text(),
  perex: optionalText(),
  button: requiredButton(),
  image: image(),
});

/** `blocks.signpost-banners`: a set of banners leading to other parts of the site (SPEC §2 item 7). */
export const signpostBannersContent = z.object({
  heading: optionalText(),
  perex: optionalText(),
  items: list(signpostItem),
});

export type SignpostBannersProps = z.output<typeof signpostBannersContent>;
export type SignpostItem = SignpostBannersProps['items'][number];
