import { isValidEmail } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { image, labelled, list, optionalText, personName, text } from '../content/fields.js';
import { safeImageUrl } from '../content/safeUrl.js';

/** A contact's e-mail: the shape `<input type="email">` accepts, so that its `mailto:` link works. */
const email = text().check(z.refine(isValidEmail, { message: 'E-mail nemá platný tvar (jmeno@firma.cz).' }));

/**
 * A video of the person: a YouTube or Vimeo link, a video file, or a path on this site, as the video
 * popup plays them. No `mailto:`, `tel:` or script URL; empty means no video.
 */
const videoUrl = z.pipe(
  optionalText(),
  z.transform((value, ctx): string | null => {
    if (value === '') return null;
    const url = safeImageUrl(value);
    if (url === null) {
      ctx.issues.push({
        code: 'custom',
        message: 'Odkaz na video není bezpečná adresa (http, https nebo cesta na webu).',
        input: value,
      });
      return z.NEVER;
    }
    return url;
  }),
);

/** One person (SPEC §3 people card: name, position, email, photo, videoUrl). */
export const person = z.object({
  name: personName(),
  position: labelled(text(), 'Pozice', 'Pracovní pozice (Vedoucí likvidace pojistných událostí).'),
  email: labelled(email, 'E-mail', 'Kontaktní e-mail (jmeno@firma.cz); na webu je to odkaz k napsání.'),
  photo: labelled(image(), 'Fotografie', 'Nepovinné. Portrét na kartě.'),
  videoUrl: labelled(
    videoUrl,
    'Video',
    'Nepovinné. Odkaz na YouTube, Vimeo nebo soubor videa (https://…), či cesta na webu; přidá tlačítko Přehrát video.',
  ),
});

export type Person = z.output<typeof person>;

/** `blocks.people-cards`: contact people as cards, each with an optional video. */
export const peopleCardsContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad kartami lidí.'),
  people: labelled(list(person), 'Lidé', 'Kontaktní osoby jako karty.'),
});

export type PeopleCardsProps = z.output<typeof peopleCardsContent>;
