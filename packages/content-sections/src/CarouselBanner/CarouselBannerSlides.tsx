'use client';

import { Carousel, Image, useSite } from '@insurance-web/ui';
import { useCallback } from 'react';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents.js';
import { Cta } from '../Cta/Cta.js';
import { useBlockMessages } from '../messages.js';
import type { CarouselBannerItem } from './carouselBannerContent.js';

export interface CarouselBannerSlidesProps {
  items: CarouselBannerItem[];
  /** Milliseconds between slides (`itemsSwapDuration`). */
  swapDuration: number;
  label: string;
}

export const CAROUSEL_BANNER_CATEGORY = 'Banner';

/**
 * The banner's items on the ui carousel: two a view on desktop, one on tablets and phones; its dots
 * in the banner's on-brand colour (brand-coloured ones vanished on the blue banner).
 */
export function CarouselBannerSlides({ items, swapDuration, label }: CarouselBannerSlidesProps) {
  const { analytics } = useSite();
  const t = useBlockMessages();
  const onSlideChange = useCallback(
    (index: number) => {
      const item = items[index];
      if (item)
        analytics({
          name: ANALYTICS_EVENTS.carousel,
          category: CAROUSEL_BANNER_CATEGORY,
          label: item.heading,
        });
    },
    [items, analytics],
  );
  return (
    <Carousel
      label={label || t.carouselBannerLabel}
      slidesPerView={{ mobile: 1, tablet: 1, desktop: 2 }}
      autoplayDelay={swapDuration}
      onSlideChange={onSlideChange}
      tone="brand"
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional
        <CarouselBannerCard key={index} item={item} />
      ))}
    </Carousel>
  );
}

function CarouselBannerCard({ item }: { item: CarouselBannerItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-surface text-ink shadow-dialog">
      {item.image ? (
        <Image
          image={item.image}
          sizes="(min-width: 64rem) 36rem, 100vw"
          // Whole, never cropped: a picture drawn for the card (3:1) fills it, another one sits on the
          // card's soft colour instead of losing its edges (car wheels were cut off).
          className="h-48 w-full bg-brand-soft object-contain"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-bold [overflow-wrap:anywhere]">{item.heading}</h3>
        {item.perex ? <p className="flex-1 text-ink-muted">{item.perex}</p> : null}
        {item.button ? (
          <div>
            <Cta button={item.button} category={CAROUSEL_BANNER_CATEGORY} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
