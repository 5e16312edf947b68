import { type ImageData, resolveMediaSource } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { button, image, labelled, optionalText, text } from '../content/fields.js';

/** What the banner shows beside its text: a picture, a looping video, or a Lottie animation. */
export type MainBannerMedia = ImageData & { kind: 'image' | 'video' | 'animation' };

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
      image(),
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
    const source = resolveMediaSource(media.url);
    const kind =
      source?.kind === 'video' || source?.kind === 'animation' || source?.kind === 'image'
        ? source.kind
        : null;
    if (!kind) {
      ctx.issues.push({
        code: 'custom',
        message: 'Média banneru musí být obrázek, video (mp4, webm) nebo animace (.json).',
        input: media.url,
        path: ['media', 'url'],
      });
      return z.NEVER;
    }
    return { ...rest, media: { ...media, kind } satisfies MainBannerMedia };
  }),
);

export type MainBannerProps = z.output<typeof mainBannerContent>;
