import { contentFields, type ImageData } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { bannerHeading, button, image, labelled, perex } from '../content/fields.js';

/** What the banner shows beside its text: a picture, a looping video, or a Lottie animation. */
export type MainBannerMedia = ImageData & { kind: 'image' | 'video' | 'animation' };

/**
 * The box a video or an animation takes when the CMS knows no size (Strapi measures images only):
 * the poster's, else 16:9, so the banner does not move when it loads.
 */
export const MAIN_BANNER_MEDIA_BOX = { width: 640, height: 360 } as const;

/** The banner's media file: an image (its size required), a video or an animation (`.json`). */
const bannerMedia = contentFields.media({
  plays: ['image', 'video', 'animation'],
  refused: 'Média banneru musí být obrázek, video (mp4, webm) nebo animace (.json).',
});

/**
 * `blocks.main-banner`: heading, perex, a call to action, and one media file from the CMS. The file's
 * kind comes from its extension (`.json` is an animation, SPEC §2 item 13); `poster` is the still
 * shown before a video plays and instead of an animation that cannot load.
 */
export const mainBannerContent = z.pipe(
  z.object({
    heading: bannerHeading(),
    perex: perex(),
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
  z.transform(({ media, ...rest }) => {
    if (!media) return { ...rest, media: null };
    const { url, alt, kind } = media;
    const size: { width: number; height: number } =
      media.size ??
      (rest.poster ? { width: rest.poster.width, height: rest.poster.height } : MAIN_BANNER_MEDIA_BOX);
    return { ...rest, media: { url, ...size, alt, kind } satisfies MainBannerMedia };
  }),
);

export type MainBannerProps = z.output<typeof mainBannerContent>;
