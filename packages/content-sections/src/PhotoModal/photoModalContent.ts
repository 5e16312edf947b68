import type { ImageData } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { image, list, optionalText } from '../content/fields.js';

/** A photo's image is the point of it: an empty one is refused, so editors see what is missing. */
const requiredImage = z.pipe(
  image(),
  z.transform((value, ctx): ImageData => {
    if (value === null) {
      ctx.issues.push({ code: 'custom', message: 'Fotografie nemá obrázek.', input: value });
      return z.NEVER;
    }
    return value;
  }),
);

/** One photo: the image and an optional caption shown under its thumbnail. */
export const photo = z.object({
  image: requiredImage,
  caption: optionalText(),
});

export type Photo = z.output<typeof photo>;

/** `blocks.photo-modal`: photos as thumbnails, each opening full size in a modal (SPEC §2 item 7). */
export const photoModalContent = z.object({
  heading: optionalText(),
  photos: list(photo),
});

export type PhotoModalProps = z.output<typeof photoModalContent>;
