export type { ImageProps } from './Image.js';
export { AboveTheFold, Image } from './Image.js';
export type { ImageData, ImageLoader, ImageSources } from './imageSources.js';
export { IMAGE_WIDTHS, imageSources, isVectorImage } from './imageSources.js';
