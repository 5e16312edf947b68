import type { ImageLoader } from '@insurance-web/ui';

/**
 * Resized copies from Astro's own image endpoint (sharp), as WebP: only for the site's own files
 * (`/images/…`); any other address is used as it is.
 */
export const imageLoader: ImageLoader = ({ src, width }) =>
  src.startsWith('/') && !src.startsWith('//')
    ? `/_image?href=${encodeURIComponent(src)}&w=${width}&f=webp`
    : src;
