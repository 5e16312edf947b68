'use client';

import { type ImageData, LottieAnimation } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';

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
 * player is about 50 kB): a page whose animation stays below the fold never pays for it. With
 * reduced motion the player shows the first frame and does not play.
 */
export function InViewAnimation({ src, width, height, label, fallback, className }: InViewAnimationProps) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [failed, setFailed] = useState(false);
  // Stable: the player reloads the animation whenever its error handler changes.
  const markFailed = useCallback(() => setFailed(true), []);

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

  const showAnimation = inView && !failed;
  return (
    <div
      ref={box}
      className={clsx('relative w-full', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
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
  );
}
