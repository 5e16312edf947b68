export { reportFrameHeight } from './frameHeight.js';
export { Iframe } from './Iframe.js';
export { iframeBlock } from './iframeBlock.js';
export type { IframeProps } from './iframeContent.js';
export { iframeContent } from './iframeContent.js';
export {
  IFRAME_DEFAULT_HEIGHT,
  IFRAME_DELAY_MS,
  IFRAME_HEIGHT_REQUEST,
  IFRAME_MAX_HEIGHT,
  IFRAME_PADDING,
  IFRAME_SANDBOX,
  IFRAME_TOLERANCE,
  isFromFrame,
  messageHeight,
  nextFrameHeight,
} from './iframeResize.js';
