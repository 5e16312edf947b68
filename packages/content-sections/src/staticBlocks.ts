// The blocks of `blocks.ts` that never hydrate (no `island`), on their own: a server renderer (a
// Next.js server component) registers these, so its page ships none of the other blocks' client code
// (Next.js sends the browser every client component its server code imports, rendered or not), and
// hands any other section to `<LazySections>` in the browser (`<Sections clientSection>`).
// `test/staticBlocks.test.ts` checks it against `contentSectionBlocks`.
import { appDownloadBlock } from './AppDownload/appDownloadBlock.js';
import { cardListBlock } from './CardList/cardListBlock.js';
import { claimsLinkBlock } from './ClaimsLink/claimsLinkBlock.js';
import { companyDetailsBlock } from './CompanyDetails/companyDetailsBlock.js';
import { registerStringConverter } from './content/richText/stringConverter.js';
import { stringToRichText } from './content/richText/stringToRichText.js';
import { documentsBlock } from './Documents/documentsBlock.js';
import { heroBlock } from './Hero/heroBlock.js';
import { mediaGalleryBlock } from './MediaGallery/mediaGalleryBlock.js';
import { phoneBoxBlock } from './PhoneBox/phoneBoxBlock.js';
import { richTextBlock } from './RichText/richTextBlock.js';
import type { AnyBlockDefinition } from './registry/defineBlock.js';
import { signpostBannersBlock } from './SignpostBanners/signpostBannersBlock.js';
import { superBannerBlock } from './SuperBanner/superBannerBlock.js';
import { testimonialsBlock } from './Testimonials/testimonialsBlock.js';
import { timelineBlock } from './Timeline/timelineBlock.js';

// Whoever renders from this list converts string rich text at once, on a server too (the browser's
// `<LazySections>` downloads the converter only for a page that needs it: stringConverter.ts).
registerStringConverter(stringToRichText);

/** This package's blocks that render on the server only and ship no code to the browser. */
export const contentSectionStaticBlocks: readonly AnyBlockDefinition[] = [
  appDownloadBlock,
  cardListBlock,
  claimsLinkBlock,
  companyDetailsBlock,
  documentsBlock,
  heroBlock,
  mediaGalleryBlock,
  phoneBoxBlock,
  richTextBlock,
  signpostBannersBlock,
  superBannerBlock,
  testimonialsBlock,
  timelineBlock,
];
