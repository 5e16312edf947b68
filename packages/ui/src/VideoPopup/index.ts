export { VideoPopup } from './VideoPopup.js';
export type { VideoPopupProps } from './VideoPopup.js';
export { resolveMediaSource } from './mediaSource.js';
export type { MediaSource } from './mediaSource.js';
