'use client';

import { type ImgHTMLAttributes, useContext } from 'react';
import { SiteContext } from '../SiteProvider/SiteProvider.js';
import { type ImageData, imageSources } from './imageSources.js';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  image: ImageData;
  /** How wide the image is shown, for the browser's choice from `srcset`. Default: the full viewport. */
  sizes?: string;
  /** An image above the fold: loaded at once and with high priority (the page's largest paint). */
  priority?: boolean;
}

/**
 * An image with its intrinsic size (the page reserves its box before it loads: no layout shift),
 * resized copies in `srcset` from the host's image loader, and lazy loading below the fold.
 * A client leaf only because it reads the loader from `SiteProvider`: blocks around it stay server code.
 */
export function Image({ image, sizes = '100vw', priority = false, className, ...rest }: ImageProps) {
  const loader = useContext(SiteContext)?.imageLoader;
  const { src, srcSet } = imageSources(image, loader);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
