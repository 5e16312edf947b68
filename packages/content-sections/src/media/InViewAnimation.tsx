'use client';

import { type ImageData, LottieAnimation } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlockMessages } from '../messages.js';

export interface InViewAnimationProps {
  /** The animation's JSON (Lottie / Bodymovin). */
  src: string;
  /** Its intrinsic size, reserved before it loads (no layout shift). */
  width: number;
  height: number;
  /** Describes the animation; empty for a decorative one. */
  label: string;
  /** Shown until the animation is in view, and instead of it if it fails to load. */
  fallback?: ImageData | null;
  className?: string;
}

/**
 * A Lottie animation whose player and data load only once the animation scrolls into view (the
 * player is about 50 kB): a page whose animation stays below the fold never pays for it. It loops,
 * so it has a stop button (WCAG 2.2.2); with reduced motion the player shows its first frame only.
 */
export function InViewAnimation({ src, width, height, label, fallback, className }: InViewAnimationProps) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [failed, setFailed] = useState(false);
  // WCAG 2.2.2: an animation that loops must be stoppable; stopped, the still takes its place.
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const t = useBlockMessages();
  // Stable: the player reloads the animation whenever its error handler changes.
  const markFailed = useCallback(() => setFailed(true), []);

  useEffect(() => {
    // With reduced motion the player shows a still frame: there is nothing to stop.
    setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  const showAnimation = inView && !failed && !stopped;
  const canStop = inView && !failed && !reducedMotion;
  return (
    <div className={clsx('relative w-full', className)}>
      <div
        ref={box}
        className="relative w-full"
        style={{ aspectRatio: `${width} / ${height}` }}
        // The box whose picture changes on its own (the player, or its still before it plays): the
        // visual tests mask it (.storybook/visual.setup.ts).
        data-animation=""
        // Without a description the animation is decoration: hidden from screen readers.
        aria-hidden={label ? undefined : true}
      >
        {showAnimation ? (
          <LottieAnimation src={src} label={label} onError={markFailed} className="absolute inset-0" />
        ) : fallback ? (
          <img
            src={fallback.url}
            alt={fallback.alt || label}
            width={fallback.width}
            height={fallback.height}
            loading="lazy"
            className="absolute inset-0 size-full object-contain"
          />
        ) : null}
      </div>
      {canStop ? (
        <button
          type="button"
          onClick={() => setStopped((value) => !value)}
          className="absolute bottom-2 start-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-surface/90 px-4 font-semibold text-brand shadow-dialog hover:bg-surface"
        >
          <span aria-hidden="true">{stopped ? '▶' : '■'}</span>
          {stopped ? t.animationPlay : t.animationStop}
        </button>
      ) : null}
    </div>
  );
}
