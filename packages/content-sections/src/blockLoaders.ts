// Every block of `blocks.ts`, loaded when a page renders it: for a renderer in the browser
// (`<LazySections>`), which then downloads only the schemas and components of the page's own blocks.
// Same types as `contentSectionBlocks` (apps/web/src/sections/blockLists.test.ts checks it).
import type { BlockLoaders } from '@insurance-web/ui';

/** Loaders of this package's block definitions (schema and component), by CMS type: one chunk each. */
export const contentSectionBlockLoaders: BlockLoaders = {
  'blocks.app-download': () => import('./AppDownload/appDownloadBlock.js').then((m) => m.appDownloadBlock),
  'blocks.card-list': () => import('./CardList/cardListBlock.js').then((m) => m.cardListBlock),
  'blocks.carousel-banner': () =>
    import('./CarouselBanner/carouselBannerBlock.js').then((m) => m.carouselBannerBlock),
  'blocks.claims-link': () => import('./ClaimsLink/claimsLinkBlock.js').then((m) => m.claimsLinkBlock),
  'blocks.company-details': () =>
    import('./CompanyDetails/companyDetailsBlock.js').then((m) => m.companyDetailsBlock),
  'blocks.documents': () => import('./Documents/documentsBlock.js').then((m) => m.documentsBlock),
  'blocks.hero': () => import('./Hero/heroBlock.js').then((m) => m.heroBlock),
  'blocks.logo-carousel': () =>
    import('./LogoCarousel/logoCarouselBlock.js').then((m) => m.logoCarouselBlock),
  'blocks.main-banner': () => import('./MainBanner/mainBannerBlock.js').then((m) => m.mainBannerBlock),
  'blocks.item-list': () => import('./ItemList/itemListBlock.js').then((m) => m.itemListBlock),
  'blocks.media-gallery': () =>
    import('./MediaGallery/mediaGalleryBlock.js').then((m) => m.mediaGalleryBlock),
  'blocks.numbered-list': () =>
    import('./NumberedList/numberedListBlock.js').then((m) => m.numberedListBlock),
  'blocks.people-cards': () => import('./PeopleCards/peopleCardsBlock.js').then((m) => m.peopleCardsBlock),
  'blocks.phone-box': () => import('./PhoneBox/phoneBoxBlock.js').then((m) => m.phoneBoxBlock),
  'blocks.photo-modal': () => import('./PhotoModal/photoModalBlock.js').then((m) => m.photoModalBlock),
  'blocks.product-carousel': () =>
    import('./ProductCarousel/productCarouselBlock.js').then((m) => m.productCarouselBlock),
  'blocks.product-list': () => import('./ProductList/productListBlock.js').then((m) => m.productListBlock),
  'blocks.rich-text': () => import('./RichText/richTextBlock.js').then((m) => m.richTextBlock),
  'blocks.signpost-banners': () =>
    import('./SignpostBanners/signpostBannersBlock.js').then((m) => m.signpostBannersBlock),
  'blocks.super-banner': () => import('./SuperBanner/superBannerBlock.js').then((m) => m.superBannerBlock),
  'blocks.testimonials': () => import('./Testimonials/testimonialsBlock.js').then((m) => m.testimonialsBlock),
  'blocks.timeline': () => import('./Timeline/timelineBlock.js').then((m) => m.timelineBlock),
  'blocks.info-section': () => import('./InfoSection/infoSectionBlock.js').then((m) => m.infoSectionBlock),
  'blocks.dynamic-sections': () =>
    import('./DynamicSections/dynamicSectionsBlock.js').then((m) => m.dynamicSectionsBlock),
  'blocks.iframe': () => import('./Iframe/iframeBlock.js').then((m) => m.iframeBlock),
  'blocks.faq': () => import('./FaqSection/faqSectionBlock.js').then((m) => m.faqSectionBlock),
  'blocks.faq-grid': () => import('./FaqGrid/faqGridBlock.js').then((m) => m.faqGridBlock),
  'blocks.faq-radio-cards': () =>
    import('./FaqRadioCards/faqRadioCardsBlock.js').then((m) => m.faqRadioCardsBlock),
  'blocks.release-notes': () =>
    import('./ReleaseNotes/releaseNotesBlock.js').then((m) => m.releaseNotesBlock),
  'blocks.cancellation-banner': () =>
    import('./CancellationBanner/cancellationBannerBlock.js').then((m) => m.cancellationBannerBlock),
  'blocks.plate-quote-box': () =>
    import('./PlateQuoteBox/plateQuoteBoxBlock.js').then((m) => m.plateQuoteBoxBlock),
  'blocks.vehicle-quote-flow': () =>
    import('./VehicleQuoteFlow/vehicleQuoteFlowBlock.js').then((m) => m.vehicleQuoteFlowBlock),
};
