/**
 * The site's illustration kit: a palette taken from ui's brand tokens (packages/ui/src/theme.css) and
 * the motifs every picture is composed of, so that all of them share one shape language: flat fills,
 * no outlines, details as round-capped 4-unit strokes in the darker brand blue or white, a soft sky,
 * a tinted hill and the sun of the logo. Each motif is drawn in its own box and placed with `at`.
 */

/** ui's tokens (brand, brand-strong, brand-soft, accent, accent-soft, ink, line, success) and the logo's sun. */
export const C = {
  brand: '#0a4a94',
  strong: '#07356b',
  soft: '#e7f0fb',
  tint: '#c4d8f0',
  sun: '#f2a900',
  accent: '#b53d0b',
  accentSoft: '#fdede4',
  ink: '#161b26',
  line: '#c9d0dc',
  green: '#1b6e31',
  greenSoft: '#e8f5ec',
  white: '#fff',
};

/** A motif placed at (x, y), scaled by `s` (its own box starts at 0, 0). */
export const at = (x, y, s, body) =>
  `<g transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}">${body}</g>`;

/** A mirrored motif (facing left), `width` being its own box's width. */
export const mirrored = (width, body) => `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>`;

/** The whole file; `title` makes it an image with a name, a decorative one has none. */
export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

export const sky = (w, h, fill = C.soft) => `<rect width="${w}" height="${h}" fill="${fill}"/>`;

/** A gentle hill along the bottom, from `top` (its highest point) down to the box's bottom. */
export const hill = (w, h, top, fill = C.tint) =>
  `<path d="M0 ${top + 24}C${w * 0.3} ${top - 10} ${w * 0.55} ${top + 30} ${w} ${top}V${h}H0z" fill="${fill}"/>`;

export const sun = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.sun}"/>`;

/** A small cloud, 60 × 20. */
export const cloud = `<path d="M10 20a10 10 0 0 1 4-19 14 14 0 0 1 26 2 9 9 0 0 1 16 4 7 7 0 0 1 0 13z" fill="${C.white}"/>`;

/** A saloon facing right, 200 × 92 (wheels stand on y = 92). */
export const car = (body = C.brand) =>
  `<path d="M4 64q0-16 16-18l30-6 28-24q8-7 19-7h46q12 0 20 9l22 22 14 3q14 3 14 17v14q0 8-8 8H12q-8 0-8-8z" fill="${body}"/>` +
  `<path d="M62 40l22-19q5-4 11-4h19v23zm62 0V17h24q7 0 11 5l15 18z" fill="${C.soft}"/>` +
  `<path d="M120 46v22M100 50h12" stroke="${C.strong}" stroke-width="4" stroke-linecap="round"/>` +
  `<rect x="186" y="52" width="14" height="8" rx="4" fill="${C.sun}"/><rect x="4" y="54" width="10" height="8" rx="4" fill="${C.accent}"/>` +
  wheel(52, 74) +
  wheel(156, 74);

export const wheel = (x, y, r = 18) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.ink}"/><circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="${C.line}"/>`;

/** A motorbike with its rider, facing right, 170 × 130 (wheels on y = 130). */
export const motorbike =
  wheel(32, 104, 26) +
  wheel(140, 104, 26) +
  `<path d="M32 104l34-34h44l30 34" fill="none" stroke="${C.strong}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M52 66q4-14 20-14h36q14 0 20 12l6 10H60q-10 0-8-8z" fill="${C.accent}"/>` +
  `<path d="M120 54l10-22h16" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M66 56l10-28q4-10 14-8l16 4q8 2 14 10l6 8" fill="none" stroke="${C.brand}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<circle cx="96" cy="8" r="14" fill="${C.brand}"/><path d="M84 8h24" stroke="${C.soft}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M70 58l-8 30" stroke="${C.strong}" stroke-width="12" stroke-linecap="round"/>`;

/** A family house, 150 × 130 (its base on y = 130). */
export const house =
  `<path d="M14 62L75 8l61 54" fill="${C.accent}"/><rect x="24" y="56" width="102" height="74" fill="${C.brand}"/>` +
  `<path d="M6 66L75 6l69 60" fill="none" stroke="${C.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="62" y="88" width="26" height="42" rx="4" fill="${C.sun}"/>` +
  `<rect x="36" y="72" width="18" height="18" rx="3" fill="${C.soft}"/><rect x="96" y="72" width="18" height="18" rx="3" fill="${C.soft}"/>` +
  `<rect x="104" y="14" width="14" height="26" fill="${C.strong}"/>`;

/** A block of flats, 110 × 170 (its base on y = 170). */
export const flats =
  `<rect width="110" height="170" rx="6" fill="${C.strong}"/>` +
  Array.from({ length: 5 }, (_, row) =>
    [0, 1, 2]
      .map(
        (col) =>
          `<rect x="${14 + col * 32}" y="${14 + row * 28}" width="18" height="16" rx="3" fill="${(row + col) % 3 === 0 ? C.sun : C.soft}"/>`,
      )
      .join(''),
  ).join('') +
  `<rect x="42" y="146" width="26" height="24" rx="3" fill="${C.soft}"/>`;

/** A suitcase, 80 × 96. */
export const suitcase = (body = C.accent) =>
  `<rect x="24" y="0" width="32" height="18" rx="6" fill="none" stroke="${C.ink}" stroke-width="6"/>` +
  `<rect y="14" width="80" height="72" rx="12" fill="${body}"/>` +
  `<path d="M22 26v48M58 26v48" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>` +
  `<circle cx="16" cy="90" r="6" fill="${C.ink}"/><circle cx="64" cy="90" r="6" fill="${C.ink}"/>`;

/** An airliner climbing to the right, 170 × 80. */
export const plane =
  `<path d="M6 54l14-4 104-34q30-10 42 0 4 6-6 12L56 68q-10 4-20 2z" fill="${C.strong}"/>` +
  `<path d="M70 40L46 8h18l44 22zM66 58l10 20h14l8-30zM20 50L8 30h12l16 14z" fill="${C.brand}"/>` +
  `<path d="M120 26h6m8-2h6" stroke="${C.soft}" stroke-width="4" stroke-linecap="round"/>`;

/** A globe with meridians and two continents, `r` its radius, centred on (r, r). */
export const globe = (r) =>
  `<circle cx="${r}" cy="${r}" r="${r}" fill="${C.brand}"/>` +
  `<path d="M${r * 0.45} ${r * 0.5}q${r * 0.3}-${r * 0.2} ${r * 0.55} 0t${r * 0.2} ${r * 0.45}-${r * 0.35} ${r * 0.25}-${r * 0.35}-${r * 0.3}z" fill="${C.green}"/>` +
  `<path d="M${r * 1.2} ${r * 1.1}q${r * 0.35}-${r * 0.1} ${r * 0.5} ${r * 0.2}t-${r * 0.15} ${r * 0.45}-${r * 0.35}-${r * 0.25}z" fill="${C.green}"/>` +
  `<ellipse cx="${r}" cy="${r}" rx="${r * 0.45}" ry="${r}" fill="none" stroke="${C.tint}" stroke-width="3" opacity=".6"/>` +
  `<path d="M0 ${r}h${2 * r}" stroke="${C.tint}" stroke-width="3" opacity=".6"/>`;

/** A dashed flight path. */
export const route = (d) =>
  `<path d="${d}" fill="none" stroke="${C.strong}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 12"/>`;

/** A shield with a tick, 90 × 110. */
export const shield = (fill = C.brand) =>
  `<path d="M45 0l45 16v36q0 40-45 58Q0 92 0 52V16z" fill="${fill}"/>` +
  `<path d="M26 54l13 13 26-28" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A person from the waist up, 60 × 96: head, shoulders; `hair` drawn over the head. */
export const person = (clothes, hair = C.ink, skin = '#f3c6a5') =>
  `<path d="M2 96q0-44 28-44t28 44z" fill="${clothes}"/><circle cx="30" cy="30" r="20" fill="${skin}"/>` +
  `<path d="M10 30a20 20 0 0 1 40 0q-10-12-40 0z" fill="${hair}"/>`;

/** A standing figure, 40 × 110 (feet on y = 110). */
export const figure = (clothes, skin = '#f3c6a5', hair = C.ink) =>
  `<circle cx="20" cy="14" r="13" fill="${skin}"/><path d="M7 12a13 13 0 0 1 26 0q-13-6-26 0z" fill="${hair}"/>` +
  `<rect x="4" y="30" width="32" height="50" rx="14" fill="${clothes}"/>` +
  `<path d="M13 78v28M27 78v28" stroke="${C.strong}" stroke-width="9" stroke-linecap="round"/>`;

/** Mountains with snow, 240 × 110 (base on y = 110). */
export const mountains =
  `<path d="M0 110L70 20l36 46 30-36 104 80z" fill="${C.brand}"/>` +
  `<path d="M70 20l-20 26 12-4 10 8 12-6zM136 30l-16 20 10-2 8 6 12-10z" fill="${C.white}"/>`;

/** A phone showing a tick, 60 × 100. */
export const phone =
  `<rect width="60" height="100" rx="12" fill="${C.strong}"/><rect x="6" y="12" width="48" height="74" rx="4" fill="${C.soft}"/>` +
  `<path d="M18 50l8 8 16-18" fill="none" stroke="${C.green}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="22" y="90" width="16" height="4" rx="2" fill="${C.tint}"/>`;

/** A calendar page with a day ringed, 90 × 90. */
export const calendar =
  `<rect y="8" width="90" height="82" rx="10" fill="${C.white}"/><path d="M0 18q0-10 10-10h70q10 0 10 10v14H0z" fill="${C.accent}"/>` +
  `<path d="M24 0v16M66 0v16" stroke="${C.strong}" stroke-width="6" stroke-linecap="round"/>` +
  Array.from({ length: 3 }, (_, row) =>
    [0, 1, 2, 3]
      .map(
        (col) =>
          `<rect x="${10 + col * 19}" y="${42 + row * 15}" width="12" height="9" rx="2" fill="${C.tint}"/>`,
      )
      .join(''),
  ).join('') +
  `<circle cx="54" cy="61" r="11" fill="none" stroke="${C.brand}" stroke-width="4"/>`;

/** A document with lines and a tick, 76 × 96. */
export const documentSheet =
  `<path d="M0 8q0-8 8-8h44l24 24v64q0 8-8 8H8q-8 0-8-8z" fill="${C.white}"/><path d="M52 0v24h24" fill="${C.tint}"/>` +
  `<path d="M14 40h44M14 54h44M14 68h26" stroke="${C.tint}" stroke-width="6" stroke-linecap="round"/>`;

/** A headset, 90 × 90. */
export const headset =
  `<path d="M10 52a35 35 0 0 1 70 0" fill="none" stroke="${C.strong}" stroke-width="8" stroke-linecap="round"/>` +
  `<rect x="2" y="46" width="20" height="32" rx="8" fill="${C.brand}"/><rect x="68" y="46" width="20" height="32" rx="8" fill="${C.brand}"/>` +
  `<path d="M78 76q0 14-22 14" fill="none" stroke="${C.strong}" stroke-width="5" stroke-linecap="round"/><circle cx="52" cy="90" r="6" fill="${C.accent}"/>`;

/** A gift box with a bow, 120 × 120. */
export const gift =
  `<rect x="6" y="48" width="108" height="72" rx="8" fill="${C.sun}"/><rect y="34" width="120" height="24" rx="6" fill="${C.accent}"/>` +
  `<rect x="52" y="34" width="16" height="86" fill="${C.brand}"/>` +
  `<path d="M60 34q-30-34-40-16t40 16q30-34 40-16t-40 16z" fill="${C.brand}"/>`;

/** A football, `r` its radius. */
export const ball = (r) =>
  `<circle cx="${r}" cy="${r}" r="${r}" fill="${C.white}"/><path d="M${r} ${r * 0.6}l${r * 0.38} ${r * 0.28}-${r * 0.15} ${r * 0.45}h-${r * 0.46}l-${r * 0.15}-${r * 0.45}z" fill="${C.ink}"/>` +
  `<circle cx="${r}" cy="${r}" r="${r - 2}" fill="none" stroke="${C.line}" stroke-width="3"/>`;

/** A window with a crack, 110 × 100. */
export const crackedWindow =
  `<rect width="110" height="100" rx="6" fill="${C.strong}"/><rect x="8" y="8" width="44" height="40" fill="${C.tint}"/><rect x="58" y="8" width="44" height="40" fill="${C.soft}"/>` +
  `<rect x="8" y="54" width="44" height="38" fill="${C.soft}"/><rect x="58" y="54" width="44" height="38" fill="${C.tint}"/>` +
  `<path d="M80 30l-8 10 10 6-12 14m10-24l14 4" fill="none" stroke="${C.strong}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A briefcase, 110 × 84. */
export const briefcase =
  `<path d="M38 14V8q0-8 8-8h18q8 0 8 8v6" fill="none" stroke="${C.strong}" stroke-width="6"/>` +
  `<rect y="14" width="110" height="70" rx="10" fill="${C.brand}"/><path d="M0 40h110" stroke="${C.strong}" stroke-width="4"/>` +
  `<rect x="46" y="34" width="18" height="14" rx="3" fill="${C.sun}"/>`;

/** A wrench, 100 × 100, diagonal. */
export const wrench =
  `<path d="M14 86l48-48" stroke="${C.strong}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M56 22a22 22 0 0 1 30-8L72 28l4 12 12 4 14-14a22 22 0 0 1-28 30z" fill="${C.strong}"/>`;

/** A tree, 90 × 140 (trunk on y = 140). */
export const tree =
  `<rect x="38" y="80" width="14" height="60" rx="4" fill="${C.strong}"/><circle cx="45" cy="48" r="45" fill="${C.green}"/>` +
  `<circle cx="28" cy="40" r="6" fill="${C.accent}"/><circle cx="60" cy="30" r="6" fill="${C.accent}"/><circle cx="56" cy="64" r="6" fill="${C.accent}"/><circle cx="30" cy="66" r="6" fill="${C.accent}"/>`;

/** A credit card with coins, 120 × 80. */
export const payment =
  `<rect width="100" height="64" rx="10" fill="${C.brand}"/><path d="M0 20h100" stroke="${C.strong}" stroke-width="12"/>` +
  `<rect x="12" y="38" width="30" height="8" rx="4" fill="${C.tint}"/>` +
  `<circle cx="100" cy="62" r="18" fill="${C.sun}"/><path d="M94 62h12" stroke="${C.accent}" stroke-width="4" stroke-linecap="round"/>`;

/** Twelve stars in a ring (Europe), `r` the ring's radius, centred on (r, r). */
export const starRing = (r) =>
  Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = +(r + r * Math.sin(a)).toFixed(1);
    const y = +(r - r * Math.cos(a)).toFixed(1);
    return `<path d="M${x} ${y - 6}l1.8 4 4.2.4-3.2 2.8 1 4.2-3.8-2.2-3.8 2.2 1-4.2-3.2-2.8 4.2-.4z" fill="${C.sun}"/>`;
  }).join('');

/** A sofa under a lamp and a picture (a home's contents), 200 × 130 (floor at y = 130). */
export const livingRoom =
  `<rect x="70" y="0" width="60" height="44" rx="4" fill="${C.white}"/><path d="M78 36l14-16 10 10 8-6 12 12z" fill="${C.green}"/><circle cx="114" cy="12" r="5" fill="${C.sun}"/>` +
  `<rect x="20" y="70" width="140" height="40" rx="12" fill="${C.brand}"/><rect x="8" y="84" width="28" height="38" rx="10" fill="${C.strong}"/><rect x="144" y="84" width="28" height="38" rx="10" fill="${C.strong}"/>` +
  `<rect x="30" y="96" width="124" height="22" rx="6" fill="${C.brand}"/><path d="M22 122v8M158 122v8" stroke="${C.strong}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M186 130V40" stroke="${C.strong}" stroke-width="4"/><path d="M172 40l6-22h16l6 22z" fill="${C.accent}"/>`;

/** A laptop with a tipped cup spilling on it, 150 × 90. */
export const spill =
  `<rect x="20" y="0" width="100" height="64" rx="6" fill="${C.strong}"/><rect x="28" y="8" width="84" height="48" rx="2" fill="${C.soft}"/>` +
  `<path d="M0 64h140l-8 12H8z" fill="${C.brand}"/>` +
  `<g transform="rotate(-70 120 50)"><path d="M106 36h28l-4 30h-20z" fill="${C.white}"/><path d="M134 44q10 0 8 10t-10 6" fill="none" stroke="${C.white}" stroke-width="4"/></g>` +
  `<path d="M96 58q14-6 30-2 10 4 0 8-16 4-30-6z" fill="${C.accent}" opacity=".85"/>`;

/** A key, 90 × 40. */
export const key = `<circle cx="20" cy="20" r="17" fill="none" stroke="${C.sun}" stroke-width="8"/><path d="M37 20h50M72 20v14M84 20v10" stroke="${C.sun}" stroke-width="8" stroke-linecap="round"/>`;

/** A medical cross on a disc, 80 × 80. */
export const medical = `<circle cx="40" cy="40" r="38" fill="${C.white}"/><path d="M32 14h16v18h18v16H48v18H32V48H14V32h18z" fill="${C.accent}"/>`;

/** A percent sign, 70 × 70. */
export const percent =
  `<circle cx="16" cy="16" r="12" fill="none" stroke="${C.accent}" stroke-width="7"/><circle cx="54" cy="54" r="12" fill="none" stroke="${C.accent}" stroke-width="7"/>` +
  `<path d="M58 8L12 62" stroke="${C.accent}" stroke-width="7" stroke-linecap="round"/>`;
