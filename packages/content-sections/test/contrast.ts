/**
 * WCAG contrast of colours as the browser computed them (`getComputedStyle`), so a test measures
 * the real styles: tokens, brand variants and utilities together.
 */

export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** A computed colour: `rgb(…)`/`rgba(…)` or `color(srgb …)` (what Chromium gives for mixed colours). */
export function parseColour(value: string): Rgba {
  const rgb = value.match(/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  const srgb = value.match(/^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+))?\s*\)$/);
  if (srgb)
    return [
      Number(srgb[1]) * 255,
      Number(srgb[2]) * 255,
      Number(srgb[3]) * 255,
      srgb[4] === undefined ? 1 : Number(srgb[4]),
    ];
  throw new Error(`Unreadable colour: ${value}`);
}

/** `top` laid over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + bottom[0] * (1 - a),
    top[1] * a + bottom[1] * (1 - a),
    top[2] * a + bottom[2] * (1 - a),
    1,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The opaque colour behind `element`: the first ancestor's background that is not transparent. */
export function backgroundBehind(element: Element): Rgba {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const colour = parseColour(getComputedStyle(node).backgroundColor);
    if (colour[3] === 1) return colour;
    if (colour[3] > 0) return over(colour, backgroundBehind(node));
  }
  return [255, 255, 255, 1];
}
