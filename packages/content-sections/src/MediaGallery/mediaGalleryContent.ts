import { parseDateValue, pragueToday } from '@insurance-web/validation';
import * as z from 'zod/mini';
import { choice, flag, linkUrl, list, optionalText, text } from '../content/fields.js';

/** SPEC §3 background colours of a gallery card. */
export const MEDIA_BACKGROUNDS = ['oranzova', 'zelena', 'fialova', 'modra', 'bila'] as const;
export type MediaBackground = (typeof MEDIA_BACKGROUNDS)[number];

/** The gallery's layouts (SPEC names `gridType`, not its values: see README). */
export const MEDIA_GRID_TYPES = ['grid', 'featured', 'list'] as const;
export type MediaGridType = (typeof MEDIA_GRID_TYPES)[number];

/**
 * An ISO date (`2025-03-12`) or date-time, read by SPEC §5's date helper and shown as its calendar
 * day in Prague (SPEC-NOTES: time).
 */
const date = z.pipe(
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
);

/** Tags as a list, or as one comma-separated text field; empty ones dropped. */
const tags = z.pipe(
  z.optional(z.nullable(z.union([z.array(z.string()), z.string()]))),
  z.transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  ),
);

/** One gallery card (SPEC §3 media gallery items); the whole card is a link. */
export const mediaItem = z.object({
  heading: text(),
  perex: optionalText(),
  date,
  /** Minutes of reading, shown as `5 min čtení`. */
  readTime: z.pipe(
    z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    z.transform((value) => value ?? null),
  ),
  tags,
  background: choice(MEDIA_BACKGROUNDS, 'bila'),
  link: linkUrl(),
  /** The card leads to a video: it shows a play icon. */
  withPlayButton: flag(false),
  /** SPEC lists it among the item's fields; the first item's value is the gallery's fallback layout. */
  gridType: z.optional(z.nullable(z.enum(MEDIA_GRID_TYPES))),
});

/** `blocks.media-gallery`: articles and videos as coloured cards in one of three layouts. */
export const mediaGalleryContent = z.pipe(
  z.object({
    heading: optionalText(),
    gridType: z.optional(z.nullable(z.enum(MEDIA_GRID_TYPES))),
    items: list(mediaItem),
  }),
  z.transform(({ heading, gridType, items }) => ({
    heading,
    gridType: (gridType ?? items[0]?.gridType ?? 'grid') as MediaGridType,
    items: items.map(({ gridType: _ignored, ...item }) => item),
  })),
);

export type MediaGalleryProps = z.output<typeof mediaGalleryContent>;
export type MediaItem = MediaGalleryProps['items'][number];
