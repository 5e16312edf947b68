/**
 * The auto-resizing rules of the iframe block (SPEC §4, §9) and its small message protocol, shared by
 * the block (the parent) and `reportFrameHeight` (a framed page of the site).
 */

/** SPEC §9: the height before any message, in CSS pixels. */
export const IFRAME_DEFAULT_HEIGHT = 1000;
/** SPEC §9: a reported height closer than this to the current one changes nothing. */
export const IFRAME_TOLERANCE = 300;
/** SPEC §9: added to an accepted height (room for the framed page's margins and scrollbar). */
export const IFRAME_PADDING = 100;
/** SPEC §9: messages are accepted only this long after the block mounted. */
export const IFRAME_DELAY_MS = 1000;
/** Above this a reported height is a bug or an attack, not a page: ignored. */
export const IFRAME_MAX_HEIGHT = 100_000;

/**
 * What a framed page of another origin may do: run its scripts and keep its own origin (so its
 * messages can be checked against it), send its forms and open links in a new window that works
 * normally. It may not navigate this page, open dialogs or start downloads.
 */
export const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * What the block sends its frame once it starts listening, so a page that reported its height before
 * then (and was ignored) reports again. It carries no data, so it is sent to any origin.
 */
export const IFRAME_HEIGHT_REQUEST = 'iframe-height-request';

/**
 * The height a message reports: a bare number (`1834`) or `{ height: 1834 }`, finite, positive and
 * sane. Anything else (a string, `NaN`, a negative number, an object without a number) is `null`.
 */
export function messageHeight(data: unknown): number | null {
  const value =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as { height?: unknown }).height
      : data;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > IFRAME_MAX_HEIGHT) {
    return null;
  }
  return Math.ceil(value);
}

/**
 * The frame's next height after a message (SPEC §4): the reported height plus the padding when it
 * differs from the current height by more than the tolerance; otherwise `null` (no change).
 */
export function nextFrameHeight(current: number, data: unknown): number | null {
  const height = messageHeight(data);
  if (height === null || Math.abs(height - current) <= IFRAME_TOLERANCE) return null;
  return height + IFRAME_PADDING;
}

/**
 * Whether a message comes from the framed document itself: its origin is the frame's, and it was
 * sent by the frame's own window (not another window of that origin, nor a page the frame opened).
 */
export function isFromFrame(
  event: { origin: string; source: unknown },
  frame: { origin: string; window: unknown },
): boolean {
  return frame.window !== null && event.source === frame.window && event.origin === frame.origin;
}
