// The public face of @insurance-web/content-sections: blocks and renderers first, their types after.
// No "use client" here: this file also exports plain functions (schemas, the registry) that a
// server component calls; each component that needs the browser says so in its own file.

export {
  ANALYTICS_EVENTS,
  analyticsAttributes,
  isPriceQuotePage,
  PRICE_QUOTE_PAGE_MARKERS,
} from './analytics/analyticsEvents.js';
export { eventsForClick, trackClicks } from './analytics/clickTracking.js';
export { contentSectionBlocks } from './blocks.js';
export type { CardListCard, CardListProps } from './CardList/index.js';
export {
  CARD_LIST_IMAGE_HEIGHT,
  CARD_LIST_PER_ROW,
  CardList,
  cardListBlock,
  cardListContent,
} from './CardList/index.js';
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
  sanitizeHtml,
  stringToRichText,
} from './content/richText/index.js';
export { isExternalUrl, safeImageUrl, safeLinkUrl } from './content/safeUrl.js';
export type { HeroContent, HeroProps } from './Hero/index.js';
export { Hero, HeroLogo, heroBlock, heroContent } from './Hero/index.js';
export type { BlockMessages } from './messages.js';
export { blockMessages, useBlockMessages } from './messages.js';
export type { PhoneBoxProps } from './PhoneBox/index.js';
export { PhoneBox, phoneBoxBlock, phoneBoxContent } from './PhoneBox/index.js';
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
export { contentProps, createRegistry, describeInvalidSection, resolveSection } from './registry/registry.js';
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
export type { TimelineItem, TimelineProps } from './Timeline/index.js';
export { Timeline, timelineBlock, timelineContent } from './Timeline/index.js';
