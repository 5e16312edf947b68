export { CancellationBanner } from './CancellationBanner.js';
export { cancellationBannerBlock } from './cancellationBannerBlock.js';
export type { CancellationBannerProps } from './cancellationBannerContent.js';
export { cancellationBannerContent } from './cancellationBannerContent.js';
export type { CancellationMessages } from './cancellationMessages.js';
export { cancellationMessages } from './cancellationMessages.js';
export type { CancellationKind } from './cancellationPage.js';
export {
  CANCELLATION_PAGE_MARKERS,
  cancellationKinds,
  isCancellationPage,
  tokenFromUrl,
} from './cancellationPage.js';
