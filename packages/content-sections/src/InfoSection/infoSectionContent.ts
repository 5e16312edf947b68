import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { choice, labelled } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';
import { isEmptyRichText, type RichTextContent } from '../content/richText/richTextTypes.js';
import { windowEnd, windowStart } from './noticeWindow.js';

/** SPEC §3 info section types: `medium` can be closed, `large` cannot. */
export const INFO_SECTION_TYPES = ['medium', 'large'] as const;
export type InfoSectionType = (typeof INFO_SECTION_TYPES)[number];

/** SPEC §3 background colours. */
export const INFO_SECTION_COLORS = ['oranzova', 'zelena', 'fialova', 'modra', 'bila'] as const;
export type InfoSectionColor = (typeof INFO_SECTION_COLORS)[number];

export interface InfoSectionProps {
  /** Stable for the same notice (its type, text and window): the key of "closed for this visit". */
  id: string;
  type: InfoSectionType;
  color: InfoSectionColor;
  content: RichTextContent;
  /** Whether the visitor can close it: a `medium` notice unless the editor turned it off. */
  closable: boolean;
  /** First visible instant (epoch ms), `null` from always. */
  from: number | null;
  /** First hidden instant (epoch ms), `null` open-ended. */
  to: number | null;
}

const DATE_MESSAGE =
  'Datum není platné: zadejte RRRR-MM-DD nebo celé časové razítko s časovou zónou (2026-12-24T12:00:00.000+01:00).';

/**
 * A bound of the window: in Strapi a `datetime` field (its picker, in the editor's time zone, sent as
 * an instant); a plain date (`2026-12-24`) or epoch milliseconds read too (validation's rules).
 */
const dateBound = contentFields.strapiField(z.optional(z.nullable(z.union([z.string(), z.number()]))), {
  type: 'datetime',
});

const trimmed = (value: string | number | null | undefined) =>
  typeof value === 'string' ? value.trim() : value;
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** FNV-1a, 32 bits: a short stable fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * `blocks.info-section` (SPEC §3, §4): a notice with a visibility window in Europe/Prague. The
 * window is read here, on the server, into instants; the component only compares numbers.
 */
export const infoSectionContent = z.pipe(
  z.object({
    type: labelled(
      choice(INFO_SECTION_TYPES, 'medium'),
      'Velikost',
      'medium = rámeček na šířku textu, lze zavřít (výchozí); large = pás přes celou šířku, zavřít nejde.',
    ),
    color: labelled(
      choice(INFO_SECTION_COLORS, 'modra'),
      'Barva',
      'Barva pozadí: oranzova, zelena, fialova, modra (výchozí) nebo bila.',
    ),
    content: labelled(
      richText().check(
        z.refine((content) => !isEmptyRichText(content), { message: 'Oznámení nemá žádný text.' }),
      ),
      'Text oznámení',
      'Text oznámení; nesmí být prázdný.',
    ),
    closable: labelled(
      z.optional(z.nullable(z.boolean())),
      'Lze zavřít',
      'Jen u velikosti medium: vypnuto skryje tlačítko Zavřít oznámení. Prázdné: lze zavřít.',
    ),
    visibleFrom: labelled(
      dateBound,
      'Zobrazit od',
      'Od kdy se oznámení zobrazí (čas v Praze). Prázdné: hned.',
    ),
    visibleTo: labelled(
      dateBound,
      'Zobrazit do',
      'Okamžik, od kterého se oznámení skryje (čas v Praze). Prázdné: bez konce.',
    ),
  }),
  z.transform((fields, ctx): InfoSectionProps => {
    const visibleFrom = trimmed(fields.visibleFrom);
    const visibleTo = trimmed(fields.visibleTo);
    const from = isAbsent(visibleFrom) ? null : windowStart(visibleFrom);
    const to = isAbsent(visibleTo) ? null : windowEnd(visibleTo);
    if (from === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: DATE_MESSAGE,
        input: fields.visibleFrom,
        path: ['visibleFrom'],
      });
    }
    if (to === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: DATE_MESSAGE,
        input: fields.visibleTo,
        path: ['visibleTo'],
      });
    }
    if (from === undefined || to === undefined) return z.NEVER;
    if (from !== null && to !== null && to <= from) {
      ctx.issues.push({
        code: 'custom',
        message: 'Konec zobrazení musí být až po jeho začátku.',
        input: fields.visibleTo,
        path: ['visibleTo'],
      });
      return z.NEVER;
    }
    const { type, color, content } = fields;
    return {
      id: fingerprint(JSON.stringify([type, content, from, to])),
      type,
      color,
      content,
      // SPEC §4: `large` has no close button, whatever the flag says.
      closable: type === 'medium' && fields.closable !== false,
      from,
      to,
    };
  }),
);
