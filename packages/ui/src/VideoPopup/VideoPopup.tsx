'use client';

import { type ReactNode, useCallback, useState } from 'react';
import { Modal } from '../Modal/Modal.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import { LottieAnimation } from './LottieAnimation.js';
import { type MediaSource, resolveMediaSource } from './mediaSource.js';
import { SafeImage } from './SafeImage.js';

export interface VideoPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A YouTube or Vimeo link, a video file, an image, or a Lottie animation (`.json`). */
  src: string;
  /** Shown when `src` is nothing the popup can play, and as the video's poster. */
  fallbackImageSrc?: string;
  /** Describes the image or animation; the embedded player's frame is named by `title`. */
  alt?: string;
  title?: ReactNode;
  children?: ReactNode;
}

const frameClass = 'aspect-video w-full overflow-hidden rounded-field bg-ink';

/** Plays a video, or shows an image or an animation, in a modal (SPEC §2 item 13). */
export function VideoPopup({
  open,
  onOpenChange,
  src,
  fallbackImageSrc,
  alt,
  title,
  children,
}: VideoPopupProps) {
  const t = useUiMessages();
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  const source = resolveMediaSource(src);
  const name = typeof title === 'string' && title ? title : (alt ?? t.videoTitle);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailed(false);
        onOpenChange(next);
      }}
      title={title ?? t.videoTitle}
      hideTitle={!title}
      size="lg"
    >
      {/* Mounted only while open: closing the dialog stops the video. */}
      {open ? (
        <Media
          source={failed ? null : source}
          name={name}
          alt={alt ?? ''}
          fallbackImageSrc={fallbackImageSrc}
          onError={markFailed}
        />
      ) : null}
      {children ? <div className="mt-4 text-ink [overflow-wrap:anywhere]">{children}</div> : null}
    </Modal>
  );
}

interface MediaProps {
  source: MediaSource | null;
  name: string;
  alt: string;
  fallbackImageSrc: string | undefined;
  onError: () => void;
}

function Media({ source, name, alt, fallbackImageSrc, onError }: MediaProps) {
  const t = useUiMessages();
  switch (source?.kind) {
    case 'embed':
      return (
        <div className={frameClass}>
          <iframe
            src={source.embedUrl}
            title={name}
            className="size-full border-0"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: captions come with the content, when the CMS has them
        <video
          src={source.url}
          poster={fallbackImageSrc}
          controls
          autoPlay
          playsInline
          className={frameClass}
          aria-label={name}
          onError={onError}
        />
      );
    case 'image':
      return <SafeImage src={source.url} alt={alt} className="h-auto w-full rounded-field" />;
    case 'animation':
      return (
        <LottieAnimation
          src={source.url}
          label={alt || name}
          className="aspect-video w-full"
          onError={onError}
        />
      );
    default:
      return fallbackImageSrc ? (
        <SafeImage src={fallbackImageSrc} alt={alt} className="h-auto w-full rounded-field" />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-field bg-surface-muted p-6 text-center">
          <p className="font-semibold">{t.videoUnavailable}</p>
          {source?.kind === 'unknown' && /^https?:/i.test(source.url) ? (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand underline"
            >
              {t.videoOpenExternally}
            </a>
          ) : null}
        </div>
      );
  }
}
