import { containerClass, Image, sectionPerexClass, sectionSpacingClass } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { Cta } from '../Cta/Cta.js';
import type { HeroContent } from './heroContent.js';

export interface HeroProps extends HeroContent {
  /** An action the host adds beside the button (the `Zavolejte mi` island). */
  action?: ReactNode;
}

/**
 * The page's title block: the page's one `h1`, perex, a call to action, an illustration. The brand
 * variant's logo is the site header's (a logo here too repeated it at the top of every page).
 */
export function Hero({ heading, perex, image, button, action }: HeroProps) {
  const actions = button || action;
  return (
    <section className={`bg-brand-soft ${sectionSpacingClass}`}>
      <div className={`${containerClass} grid items-center gap-8 desktop:grid-cols-[3fr_2fr]`}>
        <div className="flex min-w-0 flex-col gap-6">
          <h1 className="text-3xl font-bold text-ink [overflow-wrap:anywhere] tablet:text-4xl">{heading}</h1>
          {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
          {actions ? (
            <div className="flex flex-wrap items-center gap-3">
              {button ? <Cta button={button} category="Hero" /> : null}
              {action}
            </div>
          ) : null}
        </div>
        {image ? (
          // In the content container (72rem inside its gutter) the picture column is about 28rem (2 of 5 parts, less the gap).
          <Image
            image={image}
            priority
            sizes="(min-width: 64rem) 28rem, 100vw"
            className="mx-auto h-auto w-full max-w-md rounded-card desktop:max-w-none"
          />
        ) : null}
      </div>
    </section>
  );
}
