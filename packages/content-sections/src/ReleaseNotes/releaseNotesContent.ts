import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { labelled, optionalText, perex } from '../content/fields.js';

/** Notes a page when the editor gives no `perPage`. */
export const RELEASE_NOTES_PER_PAGE = 10;
/** The most notes one page may ask for: the sandbox (and a sane CMS) refuses more. */
export const RELEASE_NOTES_MAX_PER_PAGE = 100;

/** What an id may hold: letters, digits, `-` and `_` (a number's digits, or a Strapi document id). */
const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/**
 * The collection's id in the content system (SPEC §3 `originalId`): a positive whole number, or an
 * id text of letters, digits, `-` and `_` (a Strapi document id). It becomes one path segment. In
 * Strapi a string field with that pattern (`12` or `abc-1`).
 */
const originalId = contentFields.strapiField(
  z.pipe(
    z.union([
      z.number().check(z.int(), z.positive()),
      z
        .string()
        .check(
          z.trim(),
          z.regex(new RegExp(ID_PATTERN), 'Id poznámek k vydání smí mít jen písmena, číslice, - a _.'),
        ),
    ]),
    z.transform((value) => String(value)),
  ),
  { type: 'string', regex: ID_PATTERN },
);

/** `blocks.release-notes` (SPEC §2, §3): release notes read by id, `perPage` a page. */
export const releaseNotesContent = z.object({
  originalId: labelled(
    originalId,
    'Id poznámek k vydání',
    'Id sady poznámek v obsahovém systému: kladné číslo, nebo text z písmen, číslic, - a _.',
  ),
  perPage: labelled(
    z.pipe(
      z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(RELEASE_NOTES_MAX_PER_PAGE)))),
      z.transform((value) => value ?? RELEASE_NOTES_PER_PAGE),
    ),
    'Poznámek na stránku',
    'Kolik poznámek se načte najednou, 1 až 100; další přinese tlačítko. Prázdné: 10.',
  ),
  /** The block's heading; empty: the collection's own title from the content system. */
  heading: labelled(
    optionalText(),
    'Nadpis',
    'Nepovinné. Prázdné: název sady poznámek z obsahového systému.',
  ),
  perex: perex(),
});

export type ReleaseNotesProps = z.output<typeof releaseNotesContent>;
