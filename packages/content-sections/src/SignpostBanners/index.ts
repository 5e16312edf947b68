export { SignpostBanners } from './SignpostBanners.js';
export type { SignpostLinkProps } from './SignpostLink.js';
export { SignpostLink } from './SignpostLink.js';
export { signpostBannersBlock } from './signpostBannersBlock.js';
export type { SignpostBannersProps, SignpostItem } from './signpostBannersContent.js';
export { signpostBannersContent } from './signpostBannersContent.js';
