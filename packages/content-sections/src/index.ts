// The public face of @insurance-web/content-sections: blocks and renderers first, their types after.
// No "use client" here: this file also exports plain functions (schemas, the registry) that a
// server component calls; each component that needs the browser says so in its own file.

export type { AppDownloadProps, AppQrCodeProps } from './AppDownload/index.js';
export {
  APP_CATEGORY,
  AppDownload,
  AppQrCode,
  appDownloadBlock,
  appDownloadContent,
  isTravelAppPage,
  StoreBadges,
  TRAVEL_APP_MARKER,
} from './AppDownload/index.js';
export {
  ANALYTICS_EVENTS,
  analyticsAttributes,
  isPriceQuotePage,
  PRICE_QUOTE_PAGE_MARKERS,
} from './analytics/analyticsEvents.js';
export { eventsForClick, trackClicks } from './analytics/clickTracking.js';
export { contentSectionBlocks } from './blocks.js';
export type {
  CancellationBannerProps,
  CancellationKind,
  CancellationMessages,
} from './CancellationBanner/index.js';
export {
  CANCELLATION_PAGE_MARKERS,
  CancellationBanner,
  cancellationBannerBlock,
  cancellationBannerContent,
  cancellationKinds,
  cancellationMessages,
  isCancellationPage,
  tokenFromUrl,
} from './CancellationBanner/index.js';
export type { CardListCard, CardListProps } from './CardList/index.js';
export {
  CARD_LIST_IMAGE_HEIGHT,
  CARD_LIST_PER_ROW,
  CardList,
  cardListBlock,
  cardListContent,
} from './CardList/index.js';
export type {
  CarouselBannerItem,
  CarouselBannerProps,
  CarouselBannerSlidesProps,
} from './CarouselBanner/index.js';
export {
  CarouselBanner,
  CarouselBannerSlides,
  carouselBannerBlock,
  carouselBannerContent,
} from './CarouselBanner/index.js';
export type { ClaimsLinkProps } from './ClaimsLink/index.js';
export {
  CLAIMS_PAGE_MARKER,
  CLAIMS_REPORT_URL,
  ClaimsLink,
  ClaimsLinkBox,
  claimsLinkBlock,
  claimsLinkContent,
  isClaimsPage,
} from './ClaimsLink/index.js';
export type {
  CompanyBankAccount,
  CompanyDetailsProps,
  CompanyDetailsTextProps,
} from './CompanyDetails/index.js';
export {
  CompanyDetails,
  CompanyDetailsText,
  companyDetailsBlock,
  companyDetailsContent,
  organizationJsonLd,
  scriptSafeJson,
} from './CompanyDetails/index.js';
export type { CtaProps } from './Cta/index.js';
export { Cta } from './Cta/index.js';
export type { ButtonData, ButtonStyle } from './content/fields.js';
export {
  button,
  choice,
  flag,
  image,
  linkUrl,
  list,
  optionalNumber,
  optionalText,
  text,
} from './content/fields.js';
export type {
  BlocksConversion,
  BlocksInlineNode,
  BlocksLinkNode,
  BlocksListItemNode,
  BlocksListNode,
  BlocksNode,
  BlocksTextNode,
  RichTextBlock,
  RichTextBodyProps,
  RichTextContent,
  RichTextInline,
  RichTextLeaf,
  RichTextLink,
  RichTextList,
  RichTextListItem,
} from './content/richText/index.js';
export {
  cleanBlocks,
  EMPTY_RICH_TEXT,
  isEmptyRichText,
  RichTextBody,
  richText,
  richTextClassName,
  richTextToBlocks,
  richTextToPlainText,
  sanitizeHtml,
  stringToRichText,
} from './content/richText/index.js';
export { isExternalUrl, safeImageUrl, safeLinkUrl } from './content/safeUrl.js';
export type { DetailModalProps } from './DetailModal/index.js';
export { DetailModal } from './DetailModal/index.js';
export type {
  DynamicSectionsMessages,
  DynamicSectionsProps,
  DynamicSubSection,
  DynamicTab,
  SectionChoice,
} from './DynamicSections/index.js';
export {
  DYNAMIC_SECTIONS_MAX_TABS,
  DynamicSections,
  dynamicSectionsBlock,
  dynamicSectionsContent,
  dynamicSectionsMessages,
  SECTION_PARAM,
  sectionLinkTarget,
  sectionSlug,
  selectedSection,
  selectedTab,
  stateHref,
  TAB_PARAM,
  uniqueSlugs,
} from './DynamicSections/index.js';
export type { FaqGridColumns, FaqGridProps } from './FaqGrid/index.js';
export {
  FAQ_GRID_COLUMNS,
  FAQ_GRID_TYPE,
  FaqGrid,
  faqGridBlock,
  faqGridContent,
  faqItem,
} from './FaqGrid/index.js';
export type { FaqRadioCard, FaqRadioCardsProps } from './FaqRadioCards/index.js';
export {
  FAQ_RADIO_CARDS_TYPE,
  FaqRadioCards,
  faqRadioCard,
  faqRadioCardsBlock,
  faqRadioCardsContent,
} from './FaqRadioCards/index.js';
export type {
  FaqBrowserProps,
  FaqCategory,
  FaqGroup,
  FaqHeadingLevel,
  FaqListProps,
  FaqMessages,
  FaqQuestionData,
  FaqQuestionProps,
  FaqSectionProps,
  FaqVariant,
  FaqView,
} from './FaqSection/index.js';
export {
  FAQ_CATEGORY,
  FAQ_CATEGORY_PARAM,
  FAQ_GROUP_PARAM,
  FAQ_NO_ANSWER_TEXT,
  FAQ_SECTION_TYPE,
  FAQ_VARIANTS,
  FaqBrowser,
  FaqList,
  FaqQuestion,
  FaqSection,
  faqCategory,
  faqGroup,
  faqMessages,
  faqPageJsonLd,
  faqQuestion,
  faqSectionBlock,
  faqSectionContent,
  faqSectionQuestion,
  faqViewFromUrl,
  faqViewParams,
  useFaqMessages,
} from './FaqSection/index.js';
export type { HeroContent, HeroProps } from './Hero/index.js';
export { Hero, HeroLogo, heroBlock, heroContent } from './Hero/index.js';
export type { IframeProps } from './Iframe/index.js';
export {
  IFRAME_DEFAULT_HEIGHT,
  IFRAME_DELAY_MS,
  IFRAME_HEIGHT_REQUEST,
  IFRAME_MAX_HEIGHT,
  IFRAME_PADDING,
  IFRAME_SANDBOX,
  IFRAME_TOLERANCE,
  Iframe,
  iframeBlock,
  iframeContent,
  isFromFrame,
  messageHeight,
  nextFrameHeight,
  reportFrameHeight,
} from './Iframe/index.js';
export type {
  InfoSectionColor,
  InfoSectionMessages,
  InfoSectionProps,
  InfoSectionType,
  NoticeWindow,
} from './InfoSection/index.js';
export {
  INFO_SECTION_COLORS,
  INFO_SECTION_TYPES,
  InfoSection,
  infoSectionBlock,
  infoSectionContent,
  infoSectionMessages,
  isWithinWindow,
  nextBoundary,
  windowEnd,
  windowStart,
} from './InfoSection/index.js';
export type { ItemListItem, ItemListProps } from './ItemList/index.js';
export { ItemList, itemListBlock, itemListContent, itemListItem } from './ItemList/index.js';
export type { CarouselLogo, LogoCarouselProps } from './LogoCarousel/index.js';
export { LogoCarousel, logoCarouselBlock, logoCarouselContent } from './LogoCarousel/index.js';
export type { BlockSectionProps } from './layout/index.js';
export { BlockSection } from './layout/index.js';
export type { BannerVideoProps, MainBannerMedia, MainBannerProps } from './MainBanner/index.js';
export {
  BannerVideo,
  MAIN_BANNER_MEDIA_BOX,
  MainBanner,
  mainBannerBlock,
  mainBannerContent,
} from './MainBanner/index.js';
export type { MediaBackground, MediaGalleryProps, MediaGridType, MediaItem } from './MediaGallery/index.js';
export {
  MEDIA_BACKGROUNDS,
  MEDIA_GRID_TYPES,
  MediaGallery,
  MediaReadTime,
  MediaVideoLabel,
  mediaGalleryBlock,
  mediaGalleryContent,
  mediaItem,
} from './MediaGallery/index.js';
export type { InViewAnimationProps } from './media/InViewAnimation.js';
export { InViewAnimation } from './media/InViewAnimation.js';
export type { BlockMessages } from './messages.js';
export { blockMessages, useBlockMessages } from './messages.js';
export type { NumberedListItem, NumberedListProps } from './NumberedList/index.js';
export {
  NumberedList,
  numberedListBlock,
  numberedListContent,
  numberedListItem,
} from './NumberedList/index.js';
export type { PeopleCardsProps, Person, PersonVideoProps } from './PeopleCards/index.js';
export {
  PeopleCards,
  PersonVideo,
  peopleCardsBlock,
  peopleCardsContent,
  person,
} from './PeopleCards/index.js';
export type { PhoneBoxProps } from './PhoneBox/index.js';
export { PhoneBox, phoneBoxBlock, phoneBoxContent } from './PhoneBox/index.js';
export type { Photo, PhotoModalProps, PhotoZoomProps } from './PhotoModal/index.js';
export { PhotoModal, PhotoZoom, photo, photoModalBlock, photoModalContent } from './PhotoModal/index.js';
export type {
  EntryOptions,
  FoundVehicle,
  KeyValueStorage,
  LookupEvent,
  LookupState,
  PlateBubbleProps,
  PlateMessages,
  PlateQuoteBoxLook,
  PlateQuoteBoxProps,
  RolloutState,
  StoredVehicleLookup,
  VehicleModel,
} from './PlateQuoteBox/index.js';
export {
  browserStorage,
  DEFAULT_LOOKUP,
  findVehicleModel,
  loadVehicleLookup,
  lookupEntry,
  lookupReducer,
  needsRolloutCheck,
  PLATE_LOOKUP_MIN_LENGTH,
  PLATE_QUOTE_BOX_LOOKS,
  PlateBubble,
  PlateQuoteBox,
  parseStoredVehicleLookup,
  plateError,
  plateMessages,
  plateQuoteBoxBlock,
  plateQuoteBoxContent,
  QUOTE_FLOW_URL,
  quoteFlowHref,
  ROLLOUT_DEFAULTS,
  ROLLOUT_FLAG,
  saveVehicleLookup,
  shouldLookUp,
  shouldRedirect,
  usePlateMessages,
  useRollout,
  useVehicleLookup,
  VEHICLE_LOOKUP_STORAGE_KEY,
  VEHICLE_MODELS,
  vehicleFromInfo,
  vehicleName,
} from './PlateQuoteBox/index.js';
export type { ProductCarouselProps } from './ProductCarousel/index.js';
export { ProductCarousel, productCarouselBlock, productCarouselContent } from './ProductCarousel/index.js';
export type {
  ProductAnimation,
  ProductCardProps,
  ProductItem,
  ProductListProps,
  ProductMedia,
  ProductSticker,
} from './ProductList/index.js';
export {
  PRODUCT_ANIMATION_BOX,
  PRODUCT_STICKERS,
  PRODUCTS_CATEGORY,
  ProductCard,
  ProductList,
  ProductStickers,
  productItem,
  productListBlock,
  productListContent,
} from './ProductList/index.js';
export type {
  ReleaseNote,
  ReleaseNotesMessages,
  ReleaseNotesPage,
  ReleaseNotesProps,
} from './ReleaseNotes/index.js';
export {
  appendNotes,
  hasMorePages,
  RELEASE_NOTES_MAX_PER_PAGE,
  RELEASE_NOTES_PER_PAGE,
  ReleaseNotes,
  readReleaseNotesPage,
  releaseNotesBlock,
  releaseNotesContent,
  releaseNotesMessages,
} from './ReleaseNotes/index.js';
export type { RichTextProps } from './RichText/index.js';
export { RichText, richTextBlock, richTextContent } from './RichText/index.js';
export type { BlockBoundaryProps } from './registry/BlockBoundary.js';
export { BlockBoundary } from './registry/BlockBoundary.js';
export type { AnyBlockDefinition, BlockDefinition, ContentSchema } from './registry/defineBlock.js';
export { defineBlock } from './registry/defineBlock.js';
export type { IslandLoader, IslandLoaders } from './registry/islands.js';
export type {
  ContentIssue,
  RegistryOptions,
  ResolvedSection,
  Section,
  SectionRegistry,
} from './registry/registry.js';
export {
  contentProps,
  createRegistry,
  describeInvalidSection,
  resolveSection,
  sectionsAboveTheFold,
} from './registry/registry.js';
export type { InvalidSectionNoticeProps } from './registry/SectionNotices.js';
export { InvalidSectionNotice, SectionNotFound } from './registry/SectionNotices.js';
export type { SectionsProps } from './registry/Sections.js';
export { Sections } from './registry/Sections.js';
export type { SignpostBannersProps, SignpostItem, SignpostLinkProps } from './SignpostBanners/index.js';
export {
  SignpostBanners,
  SignpostLink,
  signpostBannersBlock,
  signpostBannersContent,
} from './SignpostBanners/index.js';
export type { SuperBannerBackground, SuperBannerProps } from './SuperBanner/index.js';
export {
  SUPER_BANNER_BACKGROUNDS,
  SuperBanner,
  superBannerBlock,
  superBannerContent,
} from './SuperBanner/index.js';
export type { StarRatingProps, Testimonial, TestimonialsProps } from './Testimonials/index.js';
export {
  StarRating,
  Testimonials,
  testimonial,
  testimonialsBlock,
  testimonialsContent,
} from './Testimonials/index.js';
export type { TimelineItem, TimelineProps } from './Timeline/index.js';
export { Timeline, timelineBlock, timelineContent } from './Timeline/index.js';
export type {
  CalculatorProps,
  CalculatorProviderProps,
  Calculators,
  FlowStart,
  VehicleQuoteFlowContent,
  VehicleQuoteFlowProps,
} from './VehicleQuoteFlow/index.js';
export {
  CalculatorProvider,
  flowStart,
  plateFromParam,
  useCalculator,
  VEHICLE_CALCULATOR,
  VehicleQuoteFlow,
  vehicleQuoteFlowBlock,
  vehicleQuoteFlowContent,
} from './VehicleQuoteFlow/index.js';
