import * as z from 'zod/mini';
import { labelled, optionalText, text, textList } from '../content/fields.js';

/** `blocks.phone-box` (SPEC §3: heading, subheading, phone, apiData lines). */
export const phoneBoxContent = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis boxu (Zákaznická linka).'),
  subheading: labelled(optionalText(), 'Podnadpis', 'Nepovinné. Text pod nadpisem.'),
  /** As editors write it (`800 100 200`); the link always dials with the +420 prefix. */
  phone: labelled(
    text(),
    'Telefonní číslo',
    'Jak se má ukázat (800 100 200); odkaz vždy vytáčí s předvolbou +420.',
  ),
  /** Extra lines under the number (the CMS's `apiData`), e.g. opening hours or the call price. */
  lines: labelled(
    textList(),
    'Další řádky',
    'Nepovinné. Řádky pod číslem, např. provozní doba nebo cena hovoru.',
  ),
});

export type PhoneBoxProps = z.output<typeof phoneBoxContent>;
