'use client';

import { Image, type ImageData, Modal } from '@insurance-web/ui';
import { useBlockMessages } from '../messages.js';

export interface PhotoZoomProps {
  image: ImageData;
  caption: string;
  /** The photo's position (from 1), which names it when it has neither caption nor alternative text. */
  number: number;
}

/**
 * A thumbnail button that opens the full photo in the ui modal. A client leaf, so the gallery around
 * it stays server markup. The thumbnail's own `alt` is empty: the button's name says what it shows.
 */
export function PhotoZoom({ image, caption, number }: PhotoZoomProps) {
  const t = useBlockMessages();
  const name = caption || image.alt;
  return (
    <Modal
      title={name || t.photoTitle}
      size="lg"
      trigger={
        <button
          type="button"
          aria-label={name ? t.photoZoomLabel(name) : t.photoZoomNumbered(number)}
          className="block w-full cursor-zoom-in overflow-hidden rounded-card bg-brand-soft"
        >
          <Image
            image={{ ...image, alt: '' }}
            sizes="(min-width: 64rem) 17rem, (min-width: 29rem) 33vw, 50vw"
            className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
          />
        </button>
      }
    >
      <Image
        image={image}
        sizes="(min-width: 64rem) 52rem, 100vw"
        className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-field"
      />
    </Modal>
  );
}
