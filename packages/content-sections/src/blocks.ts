import { cardListBlock } from './CardList/cardListBlock.js';
import { claimsLinkBlock } from './ClaimsLink/claimsLinkBlock.js';
import { companyDetailsBlock } from './CompanyDetails/companyDetailsBlock.js';
import { heroBlock } from './Hero/heroBlock.js';
import { phoneBoxBlock } from './PhoneBox/phoneBoxBlock.js';
import { richTextBlock } from './RichText/richTextBlock.js';
import type { AnyBlockDefinition } from './registry/defineBlock.js';
import { signpostBannersBlock } from './SignpostBanners/signpostBannersBlock.js';
import { superBannerBlock } from './SuperBanner/superBannerBlock.js';
import { timelineBlock } from './Timeline/timelineBlock.js';

/** Every content block of this package, for the host's registry (`createRegistry`). */
export const contentSectionBlocks: readonly AnyBlockDefinition[] = [
  heroBlock,
  phoneBoxBlock,
  richTextBlock,
  signpostBannersBlock,
  superBannerBlock,
  cardListBlock,
  timelineBlock,
  companyDetailsBlock,
  claimsLinkBlock,
];
