/**
 * The group's logo lockups, one per brand variant (apps/web/src/site/config.ts `brand.logos`): the mark
 * (a sun rising over the horizon, the favicon's drawing) and the wordmark drawn as round strokes, not
 * set in a font: an SVG shown with <img> cannot use the page's web font, and a fallback font made the
 * name overlap its second word. `pnpm exec node apps/web/scripts/illustrations/logo.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Glyphs on a baseline at y = 0: x-height 14, cap height 20; [advance, strokes]. */
const GLYPHS = {
  H: [12, 'M0-20V0M0-10h12M12-20V0'],
  o: [14, 'M14-7a7 7 0 1 1-14 0 7 7 0 1 1 14 0'],
  r: [9, 'M0-14V0M0-7q1-7 9-7'],
  i: [0, 'M0-14V0M0-20v.1'],
  z: [11, 'M0-14h11L0 0h11'],
  n: [12, 'M0-14V0M0-8q0-6 6-6t6 6V0'],
  t: [8, 'M3-19V-4q0 4 4 4h1M0-14h8'],
  p: [14, 'M0-14V6M0-7a7 7 0 1 0 14 0 7 7 0 1 0-14 0'],
  j: [0, 'M0-14V2q0 4-4 4M0-20v.1'],
  š: [10, 'M10-12q-2-2-5-2-5 0-5 3.5t5 3.5 5 3.5-5 3.5q-3.5 0-5-2M2-20l3 2.5 3-2.5'],
  ť: [8, 'M3-19V-4q0 4 4 4h1M0-14h8M9-21l-1 4'],
  v: [12, 'M0-14 6 0l6-14'],
  a: [14, 'M14-14V0M14-7a7 7 0 1 1-14 0 7 7 0 1 1 14 0'],
  u: [12, 'M0-14v8q0 6 6 6t6-6M12-14V0'],
};

/** A word as one path: glyphs side by side, `spacing` between them. */
function word(text, spacing) {
  let x = 0;
  const parts = [];
  for (const char of text) {
    const [advance, d] = GLYPHS[char];
    parts.push(`<path transform="translate(${x} 0)" d="${d}"/>`);
    x += advance + spacing;
  }
  return { body: parts.join(''), width: x - spacing };
}

/** The mark, 48 × 48: a sun rising over the horizon on a disc of the brand's colour. */
const mark = (brand, deep) =>
  `<circle cx="24" cy="24" r="20" fill="${brand}"/><circle cx="24" cy="27" r="8" fill="#f2a900"/>` +
  `<path d="M4.4 28h39.2a20 20 0 0 1-39.2 0z" fill="${deep}"/>` +
  '<path d="M8 28h32M15 34h18" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';

function lockup({ brand, deep, second, label }) {
  const name = word('Horizont', 4.5);
  const sub = word(second, 4);
  const subScale = 0.5;
  const width = Math.ceil(58 + Math.max(name.width, sub.width * subScale) + 4);
  const strokes = (color, w) =>
    `fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${label}">` +
    `<title>${label}</title>${mark(brand, deep)}` +
    `<g transform="translate(58 27)" ${strokes(brand, 4)}>${name.body}</g>` +
    `<g transform="translate(58 41) scale(${subScale})" ${strokes('#475066', 3.6)}>${sub.body}</g>` +
    '</svg>\n'
  );
}

export const logos = {
  'horizont-pojistovna.svg': lockup({
    brand: '#0a4a94',
    deep: '#07356b',
    second: 'pojišťovna',
    label: 'Horizont pojišťovna',
  }),
  'horizont-auto.svg': lockup({ brand: '#0c6146', deep: '#07432f', second: 'auto', label: 'Horizont auto' }),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/logos');
  for (const [name, content] of Object.entries(logos)) {
    writeFileSync(join(out, name), content);
    const width = /width="(\d+)"/.exec(content)?.[1];
    console.log(`${name} ${content.length} B, ${width} × 48`);
  }
}
