import { Image } from '@insurance-web/ui';
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
    <section className={clsx('py-12', colours.section)} data-background={background}>
      <div
        className={clsx(
          'mx-auto grid max-w-6xl items-center gap-8 px-4',
          image && 'desktop:grid-cols-[3fr_2fr]',
        )}
      >
        <div className="flex min-w-0 flex-col gap-4">
          <h2 className="text-3xl font-bold [overflow-wrap:anywhere]">{heading}</h2>
          {perex ? <p className={clsx('max-w-2xl text-lg', colours.perex)}>{perex}</p> : null}
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
