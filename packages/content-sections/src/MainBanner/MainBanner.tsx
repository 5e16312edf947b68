import {
  containerClass,
  Image,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
} from '@insurance-web/ui';
import { Cta } from '../Cta/Cta.js';
import { InViewAnimation } from '../media/InViewAnimation.js';
import { BannerVideo } from './BannerVideo.js';
import type { MainBannerMedia, MainBannerProps } from './mainBannerContent.js';

const MEDIA_SIZES = '(min-width: 64rem) 30rem, 100vw';

/**
 * The main banner of a page: heading, perex and call to action beside a picture, a looping video or
 * an animation. With a picture it is plain HTML; a video or an animation hydrates its own leaf.
 */
export function MainBanner({ heading, perex, button, media, poster }: MainBannerProps) {
  return (
    <section className={`bg-surface-muted ${sectionSpacingClass}`}>
      <div className={`${containerClass} grid items-center gap-8 desktop:grid-cols-2`}>
        <div className="flex min-w-0 flex-col gap-4">
          <SectionHeading>{heading}</SectionHeading>
          {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
          {button ? (
            <div>
              <Cta button={button} category="Hlavní banner" />
            </div>
          ) : null}
        </div>
        {media ? <BannerMedia media={media} poster={poster} /> : null}
      </div>
    </section>
  );
}

function BannerMedia({ media, poster }: { media: MainBannerMedia; poster: MainBannerProps['poster'] }) {
  switch (media.kind) {
    case 'video':
      return <BannerVideo video={media} poster={poster} />;
    case 'animation':
      return (
        <InViewAnimation
          src={media.url}
          width={media.width}
          height={media.height}
          label={media.alt}
          fallback={poster}
        />
      );
    case 'image':
      return <Image image={media} sizes={MEDIA_SIZES} className="h-auto w-full rounded-card" />;
  }
}
