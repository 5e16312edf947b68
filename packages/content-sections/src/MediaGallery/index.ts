export { MediaGallery } from './MediaGallery.js';
export { MediaReadTime, MediaVideoLabel } from './MediaGalleryTexts.js';
export { mediaGalleryBlock } from './mediaGalleryBlock.js';
export type { MediaBackground, MediaGalleryProps, MediaGridType, MediaItem } from './mediaGalleryContent.js';
export {
  MEDIA_BACKGROUNDS,
  MEDIA_GRID_TYPES,
  mediaGalleryContent,
  mediaItem,
} from './mediaGalleryContent.js';
