import { appDownloadBlock } from './AppDownload/appDownloadBlock.js';
import { cancellationBannerBlock } from './CancellationBanner/cancellationBannerBlock.js';
import { cardListBlock } from './CardList/cardListBlock.js';
import { carouselBannerBlock } from './CarouselBanner/carouselBannerBlock.js';
import { claimsLinkBlock } from './ClaimsLink/claimsLinkBlock.js';
import { companyDetailsBlock } from './CompanyDetails/companyDetailsBlock.js';
import { registerStringConverter } from './content/richText/stringConverter.js';
import { stringToRichText } from './content/richText/stringToRichText.js';
import { documentsBlock } from './Documents/documentsBlock.js';
import { dynamicSectionsBlock } from './DynamicSections/dynamicSectionsBlock.js';
import { faqGridBlock } from './FaqGrid/faqGridBlock.js';
import { faqRadioCardsBlock } from './FaqRadioCards/faqRadioCardsBlock.js';
import { faqSectionBlock } from './FaqSection/faqSectionBlock.js';
import { heroBlock } from './Hero/heroBlock.js';
import { iframeBlock } from './Iframe/iframeBlock.js';
import { infoSectionBlock } from './InfoSection/infoSectionBlock.js';
import { itemListBlock } from './ItemList/itemListBlock.js';
import { logoCarouselBlock } from './LogoCarousel/logoCarouselBlock.js';
import { mainBannerBlock } from './MainBanner/mainBannerBlock.js';
import { mediaGalleryBlock } from './MediaGallery/mediaGalleryBlock.js';
import { numberedListBlock } from './NumberedList/numberedListBlock.js';
import { peopleCardsBlock } from './PeopleCards/peopleCardsBlock.js';
import { phoneBoxBlock } from './PhoneBox/phoneBoxBlock.js';
import { photoModalBlock } from './PhotoModal/photoModalBlock.js';
import { plateQuoteBoxBlock } from './PlateQuoteBox/plateQuoteBoxBlock.js';
import { productCarouselBlock } from './ProductCarousel/productCarouselBlock.js';
import { productListBlock } from './ProductList/productListBlock.js';
import { releaseNotesBlock } from './ReleaseNotes/releaseNotesBlock.js';
import { richTextBlock } from './RichText/richTextBlock.js';
import type { AnyBlockDefinition } from './registry/defineBlock.js';
import { signpostBannersBlock } from './SignpostBanners/signpostBannersBlock.js';
import { superBannerBlock } from './SuperBanner/superBannerBlock.js';
import { testimonialsBlock } from './Testimonials/testimonialsBlock.js';
import { timelineBlock } from './Timeline/timelineBlock.js';
import { vehicleQuoteFlowBlock } from './VehicleQuoteFlow/vehicleQuoteFlowBlock.js';

// Whoever renders from this list converts string rich text at once, on a server too (the browser's
// `<LazySections>` downloads the converter only for a page that needs it: stringConverter.ts).
registerStringConverter(stringToRichText);

/** Every content block of this package, for the host's registry (`createRegistry`). */
export const contentSectionBlocks: readonly AnyBlockDefinition[] = [
  appDownloadBlock,
  cardListBlock,
  carouselBannerBlock,
  claimsLinkBlock,
  companyDetailsBlock,
  documentsBlock,
  heroBlock,
  logoCarouselBlock,
  mainBannerBlock,
  itemListBlock,
  mediaGalleryBlock,
  numberedListBlock,
  peopleCardsBlock,
  phoneBoxBlock,
  photoModalBlock,
  productCarouselBlock,
  productListBlock,
  richTextBlock,
  signpostBannersBlock,
  superBannerBlock,
  testimonialsBlock,
  timelineBlock,
  infoSectionBlock,
  dynamicSectionsBlock,
  iframeBlock,
  faqSectionBlock,
  faqGridBlock,
  faqRadioCardsBlock,
  releaseNotesBlock,
  cancellationBannerBlock,
  plateQuoteBoxBlock,
  vehicleQuoteFlowBlock,
];
