/**
 * Images as blocks receive them from the CMS: a URL with its intrinsic size and its alternative text
 * (empty for a decorative image). The size is what keeps the page from shifting while it loads.
 */
export interface ImageData {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Turns an image URL and a width into the URL of a resized copy, as `next/image` loaders do. The host
 * supplies one (the Astro host: its own `/_image` endpoint); without one, the original URL is used.
 */
export type ImageLoader = (request: { src: string; width: number }) => string;

/** Widths offered in `srcset`: a phone, a tablet and a desktop column, at 1x and 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** Vector images scale by themselves; resizing them would only rasterise them. */
export function isVectorImage(url: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(url);
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcset` for an image: the loader's copies at every offered width below the intrinsic
 * one, plus the intrinsic width itself (never upscaled). No loader, or a vector image: the original.
 */
export function imageSources(image: Pick<ImageData, 'url' | 'width'>, loader?: ImageLoader): ImageSources {
  if (!loader || isVectorImage(image.url)) return { src: image.url };
  const widths = [...IMAGE_WIDTHS.filter((width) => width < image.width), image.width];
  const srcSet = widths.map((width) => `${loader({ src: image.url, width })} ${width}w`).join(', ');
  return { src: loader({ src: image.url, width: image.width }), srcSet };
}
