'use client';

import { clsx } from 'clsx';
import { useState } from 'react';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface SafeImageProps {
  src: string;
  alt: string;
  className?: string;
}

/** An image that, when it fails to load, says so in words instead of showing a broken icon. */
export function SafeImage({ src, alt, className }: SafeImageProps) {
  const t = useUiMessages();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t.imageUnavailable}
        className={clsx(
          'flex items-center justify-center bg-surface-muted p-6 text-center text-ink-muted',
          className,
        )}
      >
        <span aria-hidden="true">{t.imageUnavailable}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} />;
}
