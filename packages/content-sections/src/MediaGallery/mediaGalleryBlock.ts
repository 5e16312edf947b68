import { defineBlock } from '../registry/defineBlock.js';
import { MediaGallery } from './MediaGallery.js';
import { mediaGalleryContent } from './mediaGalleryContent.js';

export const mediaGalleryBlock = defineBlock({
  type: 'blocks.media-gallery',
  label: 'Galerie článků a videí',
  content: mediaGalleryContent,
  component: MediaGallery,
});
