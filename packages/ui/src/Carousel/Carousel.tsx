'use client';

import { clsx } from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import {
  CAROUSEL_AUTOPLAY_MS,
  carouselOptions,
  DEFAULT_SLIDES_PER_VIEW,
  LARGE_SCREEN_QUERY,
  REDUCED_MOTION_QUERY,
  type SlidesPerView,
  slidesPerViewStyle,
} from './carouselSettings.js';

export interface CarouselProps {
  /** Names the carousel region, e.g. `Naše produkty`. Default: `Karusel`. */
  label?: string;
  /** One child per slide. */
  children: ReactNode;
  /** Default: 1 on phones and tablets, 3 on desktop. */
  slidesPerView?: Partial<SlidesPerView>;
  /** Auto-play on phones and tablets (never on large screens, nor with reduced motion). */
  autoplay?: boolean;
  autoplayDelay?: number;
  /** Called with the 0-based index of the slide that became current (analytics). */
  onSlideChange?: (index: number) => void;
  /**
   * What the dots stand on: `surface` (default, a light page) or `brand` (a banner in the brand
   * colour, where brand-coloured dots would vanish; WCAG 1.4.11 asks 3:1 for them).
   */
  tone?: CarouselTone;
  className?: string;
}

export type CarouselTone = 'surface' | 'brand';

/** The dot of the current slide is filled, the others hollow: told apart by shape, not colour alone. */
const DOT: Record<CarouselTone, { current: string; other: string }> = {
  surface: { current: 'border-brand bg-brand', other: 'border-brand bg-surface group-hover:bg-brand-soft' },
  brand: {
    current: 'border-on-brand bg-on-brand',
    other: 'border-on-brand bg-transparent group-hover:bg-on-brand/40',
  },
};

const controlClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-brand bg-surface text-2xl text-brand hover:bg-brand-soft';

/**
 * An infinite carousel (Embla). Arrows and dots are hidden on phones, where a swipe of at least
 * 80 px moves it; a pause button appears whenever it plays on its own (WCAG 2.2.2).
 */
export function Carousel({
  label,
  children,
  slidesPerView,
  autoplay = true,
  autoplayDelay = CAROUSEL_AUTOPLAY_MS,
  onSlideChange,
  tone = 'surface',
  className,
}: CarouselProps) {
  const t = useUiMessages();
  const slides = Children.toArray(children);
  const perView = { ...DEFAULT_SLIDES_PER_VIEW, ...slidesPerView };
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplayDelay,
              stopOnInteraction: false,
              stopOnFocusIn: true,
              breakpoints: {
                [LARGE_SCREEN_QUERY]: { active: false },
                [REDUCED_MOTION_QUERY]: { active: false },
              },
            }),
          ]
        : [],
    [autoplay, autoplayDelay],
  );
  const [viewportRef, api] = useEmblaCarousel(carouselOptions, plugins);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [playing, setPlaying] = useState(false);

  const sync = useCallback((embla: EmblaCarouselType) => {
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setPlaying(Boolean(embla.plugins().autoplay?.isPlaying()));
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    const onSelect = (embla: EmblaCarouselType) => {
      sync(embla);
      onSlideChange?.(embla.selectedScrollSnap());
    };
    // The plugin emits these before it updates `isPlaying()`, so the event itself is the truth.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('select', onSelect).on('reInit', sync).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api
        .off('select', onSelect)
        .off('reInit', sync)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop);
    };
  }, [api, sync, onSlideChange]);

  const togglePlayback = () => {
    const player = api?.plugins().autoplay;
    if (!player) return;
    if (player.isPlaying()) player.stop();
    else player.play();
  };

  const canNavigate = snapCount > 1;
  // A carousel block saved in the CMS without items shows nothing rather than an empty frame.
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t.carouselLabel}
      className={clsx('relative min-w-0', className)}
      style={slidesPerViewStyle(perView) as CSSProperties}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ms-4 flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; their order is their identity
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t.carouselSlide(index + 1, slides.length)}
              className={clsx(
                'min-w-0 shrink-0 grow-0 ps-4',
                'basis-[calc(100%/var(--slides-mobile))] tablet:basis-[calc(100%/var(--slides-tablet))] desktop:basis-[calc(100%/var(--slides-desktop))]',
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {canNavigate || playing ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          {playing || (autoplay && api?.plugins().autoplay) ? (
            <button
              type="button"
              onClick={togglePlayback}
              className={clsx(controlClass, 'desktop:hidden')}
              aria-label={playing ? t.carouselPause : t.carouselPlay}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          {canNavigate ? (
            <div className="hidden items-center gap-3 tablet:flex">
              <button
                type="button"
                onClick={() => api?.scrollPrev()}
                className={controlClass}
                aria-label={t.carouselPrevious}
              >
                <ChevronLeftIcon />
              </button>
              <div className="flex items-center gap-1">
                {Array.from({ length: snapCount }, (_, index) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                    key={index}
                    type="button"
                    onClick={() => api?.scrollTo(index)}
                    aria-label={t.carouselGoTo(index + 1)}
                    aria-current={index === selected ? 'true' : undefined}
                    className="group inline-flex size-8 cursor-pointer items-center justify-center"
                  >
                    <span
                      className={clsx(
                        'block size-3 rounded-full border-2',
                        index === selected ? DOT[tone].current : DOT[tone].other,
                      )}
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                onClick={() => api?.scrollNext()}
                className={controlClass}
                aria-label={t.carouselNext}
              >
                <ChevronRightIcon />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
