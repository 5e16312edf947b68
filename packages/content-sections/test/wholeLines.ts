import { expect } from 'storybook/test';

export interface ClampMeasure {
  /** Lines of the text, clipped or not. */
  lines: number;
  /** Lines wholly inside the box that clips the text. */
  whole: number;
  /** Lines only partly inside it: a cut line, what must never show. */
  partial: number;
  /** The clipping box's visible height (its padding box), in px. */
  visibleHeight: number;
  lineHeight: number;
}

/** The nearest ancestor of `element` (itself included) that clips what overflows it. */
function clippingBox(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowY !== 'visible' || style.overflow !== 'visible') return node;
  }
  return null;
}

/**
 * How the text of `element` (one text node, as a collapsed FAQ answer is) shows through the box
 * that clips it: each line's glyph box is measured with a Range, so a line cut by the clip is seen
 * whatever the markup around it (padding, max-height, line-clamp).
 */
export function measureClamp(element: HTMLElement): ClampMeasure {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Map<number, DOMRect>();
  for (const rect of range.getClientRects()) {
    if (rect.height > 0) tops.set(Math.round(rect.top), rect);
  }
  const box = clippingBox(element);
  if (!box) throw new Error('The text is not clipped by anything.');
  const outer = box.getBoundingClientRect();
  const clipTop = outer.top + box.clientTop;
  const clipBottom = clipTop + box.clientHeight;
  let whole = 0;
  let partial = 0;
  for (const rect of tops.values()) {
    const shown = Math.min(rect.bottom, clipBottom) - Math.max(rect.top, clipTop);
    if (shown >= rect.height - 0.5) whole += 1;
    else if (shown > 0.5) partial += 1;
  }
  return {
    lines: tops.size,
    whole,
    partial,
    visibleHeight: box.clientHeight,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  };
}

/**
 * Every collapsed FAQ answer in `root` shows whole lines only: no line cut by its box, at most
 * `maxLines`, and a visible height of exactly that many line heights. At least one answer must be
 * long enough to be clamped, or the check would prove nothing.
 */
export async function expectCollapsedAnswersInWholeLines(root: HTMLElement, maxLines = 3) {
  const previews = [...root.querySelectorAll<HTMLElement>('li [aria-hidden="true"] p')];
  await expect(previews.length).toBeGreaterThan(0);
  const measures = previews.map(measureClamp);
  await expect(measures.some((measure) => measure.lines > maxLines)).toBe(true);
  for (const measure of measures) {
    await expect(measure).toMatchObject({ partial: 0, whole: Math.min(measure.lines, maxLines) });
    await expect(measure.visibleHeight).toBeCloseTo(measure.whole * measure.lineHeight, 0);
  }
}
