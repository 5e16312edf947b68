'use client';

import { createContext, type ImgHTMLAttributes, type ReactNode, useContext } from 'react';
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

const AboveTheFoldContext = createContext(false);

/**
 * What a visitor sees without scrolling: a host wraps the first sections of a page in it, and the
 * images inside load at once instead of lazily. A lazy image is requested only after layout has found
 * it on screen, so one that turns out to be the page's largest paint starts late (Lighthouse, mobile:
 * LCP 1.8 s on a page whose largest paint was a lazy signpost picture, 1.0 s with it loaded at once).
 * Unlike `priority`, it does not raise the images' fetch priority: that stays for the one main image.
 */
export function AboveTheFold({ children }: { children: ReactNode }) {
  return <AboveTheFoldContext value={true}>{children}</AboveTheFoldContext>;
}

/**
 * An image with its intrinsic size (the page reserves its box before it loads: no layout shift),
 * resized copies in `srcset` from the host's image loader, and lazy loading below the fold (outside
 * `AboveTheFold`).
 * A client leaf only because it reads the loader from `SiteProvider`: blocks around it stay server code.
 */
export function Image({ image, sizes = '100vw', priority = false, className, ...rest }: ImageProps) {
  const loader = useContext(SiteContext)?.imageLoader;
  const aboveTheFold = useContext(AboveTheFoldContext);
  const eager = priority || aboveTheFold;
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
      loading={eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
