'use client';

import { useEffect, useRef, useState } from 'react';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface LottieAnimationProps {
  /** URL of the animation's JSON (Bodymovin / Lottie). */
  src: string;
  /** Describes the animation for screen readers. */
  label: string;
  className?: string;
  onError?: () => void;
}

/**
 * Plays a Lottie animation. The player (lottie-web's light build: SVG only, no `eval`, so it
 * passes a strict CSP) is imported only when an animation is actually shown.
 */
export function LottieAnimation({ src, label, className, onError }: LottieAnimationProps) {
  const t = useUiMessages();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setReady(false);
    import('lottie-web/build/player/lottie_light')
      .then(({ default: lottie }) => {
        if (cancelled) return;
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const animation = lottie.loadAnimation({
          container: element,
          renderer: 'svg',
          loop: !reducedMotion,
          autoplay: !reducedMotion,
          path: src,
        });
        animation.addEventListener('DOMLoaded', () => setReady(true));
        animation.addEventListener('data_failed', () => onError?.());
        destroy = () => animation.destroy();
      })
      .catch(() => {
        if (!cancelled) onError?.();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, onError]);

  return (
    <div className={className}>
      {/* `data-animation`: what draws frames on its own clock (visual tests mask it; see content-sections). */}
      <div
        ref={container}
        role="img"
        aria-label={label}
        aria-busy={!ready}
        data-animation=""
        className="size-full"
      />
      {ready ? null : <p className="sr-only">{t.animationLoading}</p>}
    </div>
  );
}
