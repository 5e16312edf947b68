import type { ImageData } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { image, labelled, list, optionalText } from '../content/fields.js';

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
  image: labelled(requiredImage, 'Obrázek', 'Povinné. Alternativní text obrázku řekne, co na fotografii je.'),
  caption: labelled(optionalText(), 'Popisek', 'Nepovinné. Text pod náhledem a titulek zvětšené fotografie.'),
});

export type Photo = z.output<typeof photo>;

/** `blocks.photo-modal`: photos as thumbnails, each opening full size in a modal (SPEC §2 item 7). */
export const photoModalContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad fotografiemi.'),
  photos: labelled(list(photo), 'Fotografie', 'Náhledy; kliknutím se fotografie otevře zvětšená.'),
});

export type PhotoModalProps = z.output<typeof photoModalContent>;
