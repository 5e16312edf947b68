import {
  containerClass,
  Image,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
} from '@insurance-web/ui';
import { Cta } from '../Cta/Cta.js';
import { InViewAnimation } from '../media/InViewAnimation.js';
import { CarouselBannerSlides } from './CarouselBannerSlides.js';
import type { CarouselBannerProps } from './carouselBannerContent.js';

/**
 * A banner with a heading, perex and button over a carousel of offers (SPEC §3 carousel banner).
 * On phones the editor's background image sits behind it. An island when it has something to slide.
 */
export function CarouselBanner({
  heading,
  perex,
  button,
  animation,
  carouselItems,
  mobileBackgroundImage,
  itemsSwapDuration,
}: CarouselBannerProps) {
  return (
    <section className={`relative isolate overflow-hidden bg-brand text-on-brand ${sectionSpacingClass}`}>
      {mobileBackgroundImage ? (
        <Image
          image={{ ...mobileBackgroundImage, alt: '' }}
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full object-cover opacity-25 tablet:hidden"
        />
      ) : null}
      <div className={`${containerClass} flex flex-col gap-8`}>
        <div className="grid items-center gap-6 desktop:grid-cols-[2fr_1fr]">
          <div className="flex min-w-0 flex-col gap-4">
            <SectionHeading inheritColour>{heading}</SectionHeading>
            {perex ? <p className={sectionPerexClass}>{perex}</p> : null}
            {button ? (
              <div>
                <Cta button={button} category="Banner" inverted />
              </div>
            ) : null}
          </div>
          {animation ? (
            <InViewAnimation
              src={animation}
              width={1}
              height={1}
              label=""
              className="mx-auto hidden max-w-48 desktop:block"
            />
          ) : null}
        </div>
        {carouselItems.length > 0 ? (
          <CarouselBannerSlides items={carouselItems} swapDuration={itemsSwapDuration} label={heading} />
        ) : null}
      </div>
    </section>
  );
}
