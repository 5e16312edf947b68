import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { mainBannerFixtures, mainBannerInvalidFixtures } from './fixtures';
import { mainBannerBlock } from './mainBannerBlock';
import { MAIN_BANNER_MEDIA_BOX, type MainBannerProps } from './mainBannerContent';

describeBlockContract(mainBannerBlock, {
  valid: mainBannerFixtures,
  invalid: {
    noHeading: { data: mainBannerInvalidFixtures.noHeading, path: 'heading' },
    unknownMedia: { data: mainBannerInvalidFixtures.unknownMedia, path: 'media.url' },
  },
});

const props = (data: object) => contentProps<MainBannerProps>(mainBannerBlock, data);

describe('MainBanner', () => {
  it('tells the media kind from the file and hydrates only for a video or an animation', () => {
    expect(props(mainBannerFixtures.image).media?.kind).toBe('image');
    expect(props(mainBannerFixtures.video).media?.kind).toBe('video');
    expect(props(mainBannerFixtures.animation).media?.kind).toBe('animation');
    expect(mainBannerBlock.island?.(props(mainBannerFixtures.image))).toBe(false);
    expect(mainBannerBlock.island?.(props(mainBannerFixtures.video))).toBe(true);
    expect(mainBannerBlock.island?.(props(mainBannerFixtures.animation))).toBe(true);
    expect(mainBannerBlock.island?.(props(mainBannerFixtures.minimal))).toBe(false);
  });

  it('takes a video or animation Strapi sends without a size (the poster’s box, else 16:9), not an image', () => {
    const sizeless = {
      url: '/uploads/banner_1a2b3c4d5e.mp4',
      alternativeText: null,
      width: null,
      height: null,
    };
    const withPoster = props({
      ...mainBannerFixtures.video,
      media: sizeless,
      poster: { ...mainBannerFixtures.animation.poster },
    });
    expect(withPoster.media).toMatchObject({ kind: 'video', width: 400, height: 300 });
    const alone = props({
      ...mainBannerFixtures.video,
      media: { ...sizeless, url: '/uploads/pulse.json' },
      poster: null,
    });
    expect(alone.media).toMatchObject({ kind: 'animation', ...MAIN_BANNER_MEDIA_BOX });
    const image = mainBannerBlock.content.safeParse({
      ...mainBannerFixtures.image,
      media: { url: '/a.jpg', width: 10 },
    });
    expect(image.success).toBe(false);
    expect(image.error?.issues[0]).toMatchObject({
      message: 'Obrázek nemá rozměry (šířku a výšku).',
      path: ['media', 'height'],
    });
  });

  it('renders a silent video with its size and poster, never playing before the browser decides', () => {
    const html = renderBlockToHtml(mainBannerBlock, props(mainBannerFixtures.video));
    expect(html).toMatch(/<video[^>]*src="\/media\/banner-horizont.mp4"/);
    expect(html).toMatch(/<video[^>]*poster="\/media\/banner-horizont-poster.jpg"/);
    expect(html).toMatch(/<video[^>]*width="640"[^>]*height="360"/);
    expect(html).toContain('muted');
    expect(html).not.toContain('autoplay');
    expect(html).toContain('Přehrát video');
  });

  it('shows the animation’s still until the animation scrolls into view', () => {
    const html = renderBlockToHtml(mainBannerBlock, props(mainBannerFixtures.animation));
    expect(html).toContain('src="/media/pobocka.svg"');
    expect(html).toContain('aspect-ratio:400 / 400');
  });
});
