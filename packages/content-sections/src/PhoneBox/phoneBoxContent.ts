import * as z from 'zod/mini';
import { list, optionalText, text } from '../content/fields.js';

/** `blocks.phone-box` (SPEC §3: heading, subheading, phone, apiData lines). */
export const phoneBoxContent = z.object({
  heading: text(),
  subheading: optionalText(),
  /** As editors write it (`800 100 200`); the link always dials with the +420 prefix. */
  phone: text(),
  /** Extra lines under the number (the CMS's `apiData`), e.g. opening hours or the call price. */
  lines: z.pipe(
    list(z.string()),
    z.transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== '')),
  ),
});

export type PhoneBoxProps = z.output<typeof phoneBoxContent>;
