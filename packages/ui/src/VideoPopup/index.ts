export type { LottieAnimationProps } from './LottieAnimation.js';
export { LottieAnimation } from './LottieAnimation.js';
export type { MediaSource } from './mediaSource.js';
export { resolveMediaSource } from './mediaSource.js';
export type { VideoPopupProps } from './VideoPopup.js';
export { VideoPopup } from './VideoPopup.js';
