import { BlockSection } from '../layout/BlockSection.js';
import { PhotoZoom } from './PhotoZoom.js';
import type { PhotoModalProps } from './photoModalContent.js';

/**
 * Photos as a grid of thumbnails with their captions; each thumbnail is a `PhotoZoom` button that
 * opens the full photo in the ui modal. The grid and captions are server markup.
 */
export function PhotoModal({ heading, photos }: PhotoModalProps) {
  return (
    <BlockSection heading={heading}>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-4 tablet:grid-cols-3 desktop:grid-cols-4">
          {photos.map((photo, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS photos are positional
            <li key={index}>
              <figure className="flex flex-col gap-2">
                <PhotoZoom image={photo.image} caption={photo.caption} number={index + 1} />
                {photo.caption ? (
                  <figcaption className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                    {photo.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
