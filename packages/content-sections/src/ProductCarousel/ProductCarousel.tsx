'use client';

import { Carousel, useSite } from '@insurance-web/ui';
import { useCallback } from 'react';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents.js';
import { BlockSection } from '../layout/BlockSection.js';
import { useBlockMessages } from '../messages.js';
import { PRODUCTS_CATEGORY, ProductCard } from '../ProductList/ProductCard.js';
import type { ProductCarouselProps } from './productCarouselContent.js';

/** Three products a view on desktop, or as many as there are. */
const desktopSlides = (count: number): number => Math.min(Math.max(count, 1), 3);

/**
 * Products in the ui carousel (3 a view on desktop, 1 on tablets and phones; auto-play as the
 * carousel does it). An island: it reports each slide change as a `Karusel` event with the current
 * product's heading.
 */
export function ProductCarousel({ heading, perex, items }: ProductCarouselProps) {
  const { analytics } = useSite();
  const t = useBlockMessages();
  // Stable, so the carousel does not re-subscribe to its slider on every render.
  const onSlideChange = useCallback(
    (index: number) => {
      const item = items[index];
      if (item)
        analytics({ name: ANALYTICS_EVENTS.carousel, category: PRODUCTS_CATEGORY, label: item.heading });
    },
    [items, analytics],
  );
  return (
    // The carousel is the region, named by the heading: the section adds no second one of that name.
    <BlockSection heading={heading} perex={perex} landmark={false}>
      {/* Without a block heading the products' headings are h2s: the grid test measures the carousel's edge. */}
      <div data-section-box="">
        {/* Fewer products than a desktop view holds fill the row instead of leaving a third of it empty. */}
        <Carousel
          label={heading || t.productCarouselLabel}
          onSlideChange={onSlideChange}
          slidesPerView={{ desktop: desktopSlides(items.length) }}
        >
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; headings may repeat
            <ProductCard key={index} product={item} headingLevel={heading ? 3 : 2} />
          ))}
        </Carousel>
      </div>
    </BlockSection>
  );
}
