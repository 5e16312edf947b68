'use client';

import { Carousel, Image } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import { useBlockMessages } from '../messages.js';
import type { CarouselLogo, LogoCarouselProps } from './logoCarouselContent.js';

/** Logos of partners or brands on the ui carousel: four a view on desktop, one on tablets and phones. */
export function LogoCarousel({ heading, logos }: LogoCarouselProps) {
  const t = useBlockMessages();
  return (
    // The carousel is the region, named by the heading: the section adds no second one of that name.
    <BlockSection heading={heading} align="center" landmark={false}>
      <Carousel label={heading || t.logoCarouselLabel} slidesPerView={{ mobile: 1, tablet: 1, desktop: 4 }}>
        {logos.map((logo, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS logos are positional
          <Logo key={index} logo={logo} />
        ))}
      </Carousel>
    </BlockSection>
  );
}

function Logo({ logo }: { logo: CarouselLogo }) {
  const picture = (
    <Image
      image={logo.image}
      sizes="(min-width: 64rem) 16rem, 80vw"
      className="h-16 w-auto max-w-full object-contain"
    />
  );
  const box = 'flex h-28 items-center justify-center rounded-card border border-line bg-surface p-4';
  return logo.url ? (
    <a href={logo.url} className={`${box} hover:border-brand`}>
      {picture}
    </a>
  ) : (
    <div className={box}>{picture}</div>
  );
}
