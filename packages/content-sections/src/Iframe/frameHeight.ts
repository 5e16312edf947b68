import { IFRAME_HEIGHT_REQUEST } from './iframeResize.js';

/**
 * The framed side of the iframe block, for a page of the site shown in a frame on the site: posts
 * the page's height to its parent on load, whenever it changes (ResizeObserver), and when the block
 * asks (`IFRAME_HEIGHT_REQUEST`). Only to a parent of the page's own origin (and `targetOrigin` is
 * that origin): a page framed elsewhere tells nobody anything. Does nothing when not framed.
 * Returns the function that stops it.
 */
export function reportFrameHeight(win: Window = window): () => void {
  if (win.parent === win || !isSameOriginParent(win)) return () => {};
  const origin = win.origin;
  const root = win.document.documentElement;
  const post = () => win.parent.postMessage(contentHeight(win), origin);
  const onRequest = (event: MessageEvent) => {
    if (event.source === win.parent && event.data === IFRAME_HEIGHT_REQUEST) post();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(post);
  // The body's size follows the content; the root's is at least the frame's own height.
  observer?.observe(win.document.body ?? root);
  win.addEventListener('message', onRequest);
  win.addEventListener('load', post);
  post();
  return () => {
    observer?.disconnect();
    win.removeEventListener('message', onRequest);
    win.removeEventListener('load', post);
  };
}

/**
 * The height of the page's content: the body's box with its margins. Not the root's `scrollHeight`,
 * which is never less than the frame's own height, so a frame could grow but never shrink.
 */
export function contentHeight(win: Window): number {
  const body = win.document.body;
  if (!body) return win.document.documentElement.scrollHeight;
  const style = win.getComputedStyle(body);
  const margins = (Number.parseFloat(style.marginTop) || 0) + (Number.parseFloat(style.marginBottom) || 0);
  return Math.ceil(body.getBoundingClientRect().height + margins);
}

/** A parent of another origin cannot even be asked its origin: reading it throws. An opaque origin has no address to post to. */
function isSameOriginParent(win: Window): boolean {
  try {
    return win.origin !== 'null' && win.parent.origin === win.origin;
  } catch {
    return false;
  }
}
