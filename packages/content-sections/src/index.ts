// The public face of @insurance-web/content-sections: what a host renders and registers. Each block's
// definition (and `contentSectionBlocks`, all of them), its component and props type, and the
// <Sections> renderer with its notices. Everything else (content schemas' pieces, reducers, helpers,
// constants) is internal and may change in any release. The registry, the content fields and the URL
// rules are `@insurance-web/ui`'s: a host imports them from there, never through this package.
// No "use client" here: this file also exports plain values (the block definitions) that a server
// component reads; each component that needs the browser says so in its own file.

export type { AppDownloadProps } from './AppDownload/index.js';
export { AppDownload, appDownloadBlock } from './AppDownload/index.js';
// Lazy per-block loading (issue 25 point 8)
export { contentSectionBlockLoaders } from './blockLoaders.js';
export { contentSectionBlocks } from './blocks.js';
export type { CancellationBannerProps } from './CancellationBanner/index.js';
export {
  CancellationBanner,
  cancellationBannerBlock,
  isCancellationPage,
} from './CancellationBanner/index.js';
export type { CardListProps } from './CardList/index.js';
export { CardList, cardListBlock } from './CardList/index.js';
export type { CarouselBannerProps } from './CarouselBanner/index.js';
export { CarouselBanner, carouselBannerBlock } from './CarouselBanner/index.js';
export type { ClaimsLinkProps } from './ClaimsLink/index.js';
export { ClaimsLink, claimsLinkBlock } from './ClaimsLink/index.js';
export type { CompanyDetailsProps } from './CompanyDetails/index.js';
export { CompanyDetails, companyDetailsBlock } from './CompanyDetails/index.js';
// The CMS seed converts the demo pages' Markdown/HTML into Strapi's Blocks field with it.
export { richTextToBlocks } from './content/richText/index.js';
export type { DocumentsProps } from './Documents/index.js';
export { Documents, documentsBlock } from './Documents/index.js';
export type { DynamicSectionsProps } from './DynamicSections/index.js';
export { DynamicSections, dynamicSectionsBlock } from './DynamicSections/index.js';
export type { FaqGridProps } from './FaqGrid/index.js';
export { FaqGrid, faqGridBlock } from './FaqGrid/index.js';
export type { FaqRadioCardsProps } from './FaqRadioCards/index.js';
export { FaqRadioCards, faqRadioCardsBlock } from './FaqRadioCards/index.js';
export type { FaqSectionProps } from './FaqSection/index.js';
export { FaqSection, faqSectionBlock } from './FaqSection/index.js';
export type { HeroContent, HeroProps } from './Hero/index.js';
// The brand logo the hero once drew, for a host without a site header (documented in Hero's story).
export { Hero, HeroLogo, heroBlock } from './Hero/index.js';
export type { IframeProps } from './Iframe/index.js';
export { Iframe, iframeBlock } from './Iframe/index.js';
export type { InfoSectionProps } from './InfoSection/index.js';
export { InfoSection, infoSectionBlock } from './InfoSection/index.js';
export type { ItemListProps } from './ItemList/index.js';
export { ItemList, itemListBlock } from './ItemList/index.js';
export type { LogoCarouselProps } from './LogoCarousel/index.js';
export { LogoCarousel, logoCarouselBlock } from './LogoCarousel/index.js';
export type { MainBannerProps } from './MainBanner/index.js';
export { MainBanner, mainBannerBlock } from './MainBanner/index.js';
export type { MediaGalleryProps } from './MediaGallery/index.js';
export { MediaGallery, mediaGalleryBlock } from './MediaGallery/index.js';
// The blocks' own Czech texts (a host's tests assert what the site shows with them).
export type { BlockMessages } from './messages.js';
export { blockMessages } from './messages.js';
export type { NumberedListProps } from './NumberedList/index.js';
export { NumberedList, numberedListBlock } from './NumberedList/index.js';
export type { PeopleCardsProps } from './PeopleCards/index.js';
export { PeopleCards, peopleCardsBlock } from './PeopleCards/index.js';
export type { PhoneBoxProps } from './PhoneBox/index.js';
export { PhoneBox, phoneBoxBlock } from './PhoneBox/index.js';
export type { PhotoModalProps } from './PhotoModal/index.js';
export { PhotoModal, photoModalBlock } from './PhotoModal/index.js';
// What a host's vehicle calculator receives from the plate box (through ui's CalculatorProvider).
export type { PlateQuoteBoxProps, StoredVehicleLookup } from './PlateQuoteBox/index.js';
export { PlateQuoteBox, plateQuoteBoxBlock } from './PlateQuoteBox/index.js';
export type { ProductCarouselProps } from './ProductCarousel/index.js';
export { ProductCarousel, productCarouselBlock } from './ProductCarousel/index.js';
export type { ProductListProps } from './ProductList/index.js';
export { ProductList, productListBlock } from './ProductList/index.js';
export type { ReleaseNotesProps } from './ReleaseNotes/index.js';
export { ReleaseNotes, releaseNotesBlock } from './ReleaseNotes/index.js';
export type { RichTextProps } from './RichText/index.js';
export { RichText, richTextBlock } from './RichText/index.js';
export type { BlockBoundaryProps } from './registry/BlockBoundary.js';
export { BlockBoundary } from './registry/BlockBoundary.js';
export type { LazySectionsProps } from './registry/LazySections.js';
export { LazySections } from './registry/LazySections.js';
export type { InvalidSectionNoticeProps } from './registry/SectionNotices.js';
export { InvalidSectionNotice, SectionNotFound } from './registry/SectionNotices.js';
export type { SectionsProps } from './registry/Sections.js';
export { Sections } from './registry/Sections.js';
export type { SignpostBannersProps } from './SignpostBanners/index.js';
export { SignpostBanners, signpostBannersBlock } from './SignpostBanners/index.js';
export type { SuperBannerProps } from './SuperBanner/index.js';
export { SuperBanner, superBannerBlock } from './SuperBanner/index.js';
export { contentSectionStaticBlocks } from './staticBlocks.js';
export type { TestimonialsProps } from './Testimonials/index.js';
export { Testimonials, testimonialsBlock } from './Testimonials/index.js';
export type { TimelineProps } from './Timeline/index.js';
export { Timeline, timelineBlock } from './Timeline/index.js';
export type {
  CalculatorProps,
  VehicleQuoteFlowContent,
  VehicleQuoteFlowProps,
} from './VehicleQuoteFlow/index.js';
export { VehicleQuoteFlow, vehicleQuoteFlowBlock } from './VehicleQuoteFlow/index.js';
