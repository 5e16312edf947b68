import {
  containerClass,
  Image,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
} from '@insurance-web/ui';
import { clsx } from 'clsx';
import { Cta } from '../Cta/Cta.js';
import type { SuperBannerBackground, SuperBannerProps } from './superBannerContent.js';

/**
 * Each background with its text colours, all at least 4.5:1 (WCAG AA). The theme's text tokens keep
 * 4.5:1 against white, so white text on them does too; violet has no token, so it is set here
 * (#5b2a86: 9.9:1 against white).
 */
const backgrounds: Record<SuperBannerBackground, { section: string; perex: string; inverted: boolean }> = {
  oranzova: { section: 'bg-accent text-on-brand', perex: 'text-on-brand', inverted: true },
  zelena: { section: 'bg-success text-on-brand', perex: 'text-on-brand', inverted: true },
  fialova: { section: 'bg-[#5b2a86] text-on-brand', perex: 'text-on-brand', inverted: true },
  modra: { section: 'bg-brand text-on-brand', perex: 'text-on-brand', inverted: true },
  bila: { section: 'border-y border-line bg-surface text-ink', perex: 'text-ink-muted', inverted: false },
};

/** A full-width promotional banner in a strong colour: heading, perex, a call to action, an image. */
export function SuperBanner({ heading, perex, button, image, background }: SuperBannerProps) {
  const colours = backgrounds[background];
  return (
    <section className={clsx(sectionSpacingClass, colours.section)} data-background={background}>
      <div
        className={clsx(containerClass, 'grid items-center gap-8', image && 'desktop:grid-cols-[3fr_2fr]')}
      >
        <div className="flex min-w-0 flex-col gap-4">
          <SectionHeading inheritColour>{heading}</SectionHeading>
          {perex ? <p className={clsx(sectionPerexClass, colours.perex)}>{perex}</p> : null}
          {button ? (
            <div className="pt-2">
              <Cta button={button} category="Super banner" inverted={colours.inverted} />
            </div>
          ) : null}
        </div>
        {image ? (
          <Image
            image={image}
            sizes="(min-width: 64rem) 24rem, 100vw"
            className="mx-auto h-auto w-full max-w-sm"
          />
        ) : null}
      </div>
    </section>
  );
}
