import type { ImageLoader } from '@insurance-web/ui';

/**
 * Resized copies from Astro's image endpoint (sharp, `src/site/imageEndpoint.ts`), as WebP: for the
 * site's own files (`/images/…`) and the CMS's uploads (`<origin>/uploads/…`, the origins of
 * `STRAPI_URL`); any other address is used as it is.
 */
export function imageLoaderFor(mediaOrigins: readonly string[] = []): ImageLoader {
  return ({ src, width }) =>
    (src.startsWith('/') && !src.startsWith('//')) ||
    mediaOrigins.some((origin) => src.startsWith(`${origin}/uploads/`))
      ? `/_image?href=${encodeURIComponent(src)}&w=${width}&f=webp`
      : src;
}

export const imageLoader: ImageLoader = imageLoaderFor();
