'use client';

import type { ImageData } from '@insurance-web/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlockMessages } from '../messages.js';

export interface BannerVideoProps {
  video: ImageData;
  poster: ImageData | null;
}

/**
 * A short, silent, looping banner video. It starts only after hydration and only without
 * `prefers-reduced-motion`, and always has a pause button (WCAG 2.2.2: moving content that lasts
 * more than five seconds can be stopped). Its box has the video's intrinsic size: no layout shift.
 */
export function BannerVideo({ video, poster }: BannerVideoProps) {
  const t = useBlockMessages();
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const player = element.current;
    if (!player || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A browser may refuse autoplay; the button then still starts it.
    player.play().catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) player.play().catch(() => setPlaying(false));
    else player.pause();
  };

  return (
    <div className="relative">
      <video
        ref={element}
        src={video.url}
        poster={poster?.url}
        width={video.width}
        height={video.height}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={video.alt || undefined}
        aria-hidden={video.alt ? undefined : true}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="h-auto w-full rounded-card bg-brand-soft"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-3 start-3 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-surface/90 px-4 font-semibold text-brand shadow-dialog hover:bg-surface"
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        {playing ? t.videoPause : t.videoPlay}
      </button>
    </div>
  );
}
