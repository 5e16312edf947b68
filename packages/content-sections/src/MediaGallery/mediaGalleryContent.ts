import { contentFields } from '@insurance-web/ui';
import { parseDateValue, pragueToday } from '@insurance-web/validation';
import * as z from 'zod/mini';
import {
  cardPerex,
  choice,
  flag,
  labelled,
  linkUrl,
  list,
  optionalText,
  text,
  textList,
} from '../content/fields.js';

/** SPEC §3 background colours of a gallery card. */
export const MEDIA_BACKGROUNDS = ['oranzova', 'zelena', 'fialova', 'modra', 'bila'] as const;
export type MediaBackground = (typeof MEDIA_BACKGROUNDS)[number];

/** The gallery's layouts (SPEC names `gridType`, not its values: see README). */
export const MEDIA_GRID_TYPES = ['grid', 'featured', 'list'] as const;
export type MediaGridType = (typeof MEDIA_GRID_TYPES)[number];

/**
 * An ISO date (`2025-03-12`, Strapi's `date` field with its picker) or date-time, read by SPEC §5's
 * date helper and shown as its calendar day in Prague (SPEC-NOTES: time).
 */
const date = contentFields.strapiField(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value, ctx): string | null => {
      const raw = (value ?? '').trim();
      if (raw === '') return null;
      const instant = parseDateValue(raw);
      if (instant === null) {
        ctx.issues.push({
          code: 'custom',
          message: 'Datum není platné datum ve tvaru RRRR-MM-DD.',
          input: value,
        });
        return z.NEVER;
      }
      return pragueToday(instant);
    }),
  ),
  { type: 'date' },
);

/**
 * Tags as a list (Strapi's repeatable text line, or plain texts), or as one comma-separated text;
 * empty ones dropped.
 */
const tags = contentFields.strapiField(
  z.pipe(
    z.union([z.string(), textList()]),
    z.transform((value) =>
      (typeof value === 'string' ? value.split(',') : value)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ),
  { type: 'component', repeatable: true, component: contentFields.TEXT_LINE_COMPONENT },
);

/** One gallery card (SPEC §3 media gallery items); the whole card is a link. */
export const mediaItem = z.object({
  heading: labelled(text(), 'Nadpis', 'Nadpis karty; celá karta je odkaz.'),
  perex: cardPerex(),
  date: labelled(date, 'Datum', 'Nepovinné. Datum článku nebo videa; na kartě jako 12. 3. 2025.'),
  /** Minutes of reading, shown as `5 min čtení`. */
  readTime: labelled(
    z.pipe(
      z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
      z.transform((value) => value ?? null),
    ),
    'Doba čtení (min)',
    'Nepovinné. Celé minuty; na kartě jako „5 min čtení“.',
  ),
  tags: labelled(tags, 'Štítky', 'Nepovinné. Krátká slova na kartě (Rady, Auto).'),
  background: labelled(
    choice(MEDIA_BACKGROUNDS, 'bila'),
    'Barva',
    'Barva karty: oranzova, zelena, fialova, modra, nebo bila (výchozí: bílá s rámečkem).',
  ),
  link: labelled(
    linkUrl(),
    'Odkaz',
    'Kam karta vede: celá adresa (https://…) nebo cesta na webu (/clanky/…).',
  ),
  /** The card leads to a video: it shows a play icon. */
  withPlayButton: labelled(
    flag(false),
    'Ikona přehrání',
    'Zapnuto: karta vede na video a ukáže ikonu přehrání.',
  ),
  /** SPEC lists it among the item's fields; the first item's value is the gallery's fallback layout. */
  gridType: labelled(
    z.optional(z.nullable(z.enum(MEDIA_GRID_TYPES))),
    'Rozložení galerie',
    'Nepovinné; platí jen u první karty, nemá-li ho blok: grid = mřížka, featured = první velká, list = sloupec.',
  ),
});

/** `blocks.media-gallery`: articles and videos as coloured cards in one of three layouts. */
export const mediaGalleryContent = z.pipe(
  z.object({
    heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad galerií.'),
    gridType: labelled(
      z.optional(z.nullable(z.enum(MEDIA_GRID_TYPES))),
      'Rozložení',
      'grid = stejné dlaždice (výchozí), featured = první karta dvojnásobná, list = jeden úzký sloupec.',
    ),
    items: labelled(list(mediaItem), 'Karty', 'Články a videa jako barevné karty.'),
  }),
  z.transform(({ heading, gridType, items }) => ({
    heading,
    gridType: (gridType ?? items[0]?.gridType ?? 'grid') as MediaGridType,
    items: items.map(({ gridType: _ignored, ...item }) => item),
  })),
);

export type MediaGalleryProps = z.output<typeof mediaGalleryContent>;
export type MediaItem = MediaGalleryProps['items'][number];
