import { appDownloadBlock } from './AppDownload/appDownloadBlock.js';
import { heroBlock } from './Hero/heroBlock.js';
import { mediaGalleryBlock } from './MediaGallery/mediaGalleryBlock.js';
import { phoneBoxBlock } from './PhoneBox/phoneBoxBlock.js';
import { productCarouselBlock } from './ProductCarousel/productCarouselBlock.js';
import { productListBlock } from './ProductList/productListBlock.js';
import { richTextBlock } from './RichText/richTextBlock.js';
import type { AnyBlockDefinition } from './registry/defineBlock.js';
import { testimonialsBlock } from './Testimonials/testimonialsBlock.js';

/** Every content block of this package, for the host's registry (`createRegistry`). */
export const contentSectionBlocks: readonly AnyBlockDefinition[] = [
  appDownloadBlock,
  heroBlock,
  mediaGalleryBlock,
  phoneBoxBlock,
  productCarouselBlock,
  productListBlock,
  richTextBlock,
  testimonialsBlock,
];
