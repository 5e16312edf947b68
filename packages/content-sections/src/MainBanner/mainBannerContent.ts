import { contentFields, type ImageData, resolveMediaSource } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { button, image, labelled, optionalText, text } from '../content/fields.js';
import { safeImageUrl } from '../content/safeUrl.js';

/** What the banner shows beside its text: a picture, a looping video, or a Lottie animation. */
export type MainBannerMedia = ImageData & { kind: 'image' | 'video' | 'animation' };

/**
 * The box a video or an animation takes when the CMS knows no size (Strapi measures images only):
 * the poster's, else 16:9, so the banner does not move when it loads.
 */
export const MAIN_BANNER_MEDIA_BOX = { width: 640, height: 360 } as const;

/**
 * The banner's media file as Strapi sends it: an image (its size required), a video or an animation
 * (their size optional). Strapi's media field takes images, videos and files (`.json` animations).
 */
const bannerMedia = contentFields.strapiField(
  z.pipe(
    z.optional(
      z.nullable(
        z.object({
          url: z.string(),
          alternativeText: z.optional(z.nullable(z.string())),
          width: z.optional(z.nullable(z.number().check(z.positive()))),
          height: z.optional(z.nullable(z.number().check(z.positive()))),
        }),
      ),
    ),
    z.transform((value) => value ?? null),
  ),
  { type: 'media', multiple: false, allowedTypes: ['images', 'videos', 'files'] },
);

/**
 * `blocks.main-banner`: heading, perex, a call to action, and one media file from the CMS. The file's
 * kind comes from its extension (`.json` is an animation, SPEC §2 item 13); `poster` is the still
 * shown before a video plays and instead of an animation that cannot load.
 */
export const mainBannerContent = z.pipe(
  z.object({
    heading: labelled(text(), 'Nadpis', 'Hlavní nadpis banneru.'),
    perex: labelled(optionalText(), 'Perex', 'Nepovinné. Krátký text pod nadpisem.'),
    button: labelled(button(), 'Tlačítko', 'Nepovinné. Výzva k akci pod textem.'),
    media: labelled(
      bannerMedia,
      'Obrázek, video nebo animace',
      'Nepovinné. Obrázek, video (mp4, webm) nebo animace Lottie (.json) vedle textu; video hraje bez zvuku.',
    ),
    poster: labelled(
      image(),
      'Náhled videa',
      'Nepovinné. Obrázek před spuštěním videa či animace a místo nich, když se nenačtou.',
    ),
  }),
  z.transform(({ media, ...rest }, ctx) => {
    if (!media) return { ...rest, media: null };
    const url = safeImageUrl(media.url);
    const source = url === null ? null : resolveMediaSource(url);
    const kind =
      source?.kind === 'video' || source?.kind === 'animation' || source?.kind === 'image'
        ? source.kind
        : null;
    if (url === null || !kind) {
      ctx.issues.push({
        code: 'custom',
        message: 'Média banneru musí být obrázek, video (mp4, webm) nebo animace (.json).',
        input: media.url,
        path: ['media', 'url'],
      });
      return z.NEVER;
    }
    const known = media.width && media.height ? { width: media.width, height: media.height } : null;
    if (kind === 'image' && !known) {
      ctx.issues.push({
        code: 'custom',
        message: 'Obrázek nemá rozměry (šířku a výšku).',
        input: media,
        path: ['media', media.width ? 'height' : 'width'],
      });
      return z.NEVER;
    }
    const size: { width: number; height: number } =
      known ??
      (rest.poster ? { width: rest.poster.width, height: rest.poster.height } : MAIN_BANNER_MEDIA_BOX);
    const alt = (media.alternativeText ?? '').trim();
    return { ...rest, media: { url, ...size, alt, kind } satisfies MainBannerMedia };
  }),
);

export type MainBannerProps = z.output<typeof mainBannerContent>;
