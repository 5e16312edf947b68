/**
 * Draws the site's illustrations into apps/web/public/images from the kit in motifs.mjs:
 * `pnpm exec node apps/web/scripts/illustrations/draw.mjs`. Each picture is composed for the box its
 * block shows it in (the size here is the one the page JSONs give), so no block has to crop it.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arrivalHeading, GLOBE, ROUTE, SUN } from './animation.mjs';
import {
  at,
  ball,
  briefcase,
  C,
  calendar,
  car,
  cloud,
  crackedWindow,
  documentSheet,
  figure,
  flats,
  gift,
  globe,
  headset,
  hill,
  house,
  key,
  livingRoom,
  medical,
  motorbike,
  mountains,
  payment,
  percent,
  person,
  phone,
  plane,
  route,
  shield,
  sky,
  spill,
  starRing,
  suitcase,
  sun,
  svg,
  tree,
  wrench,
} from './motifs.mjs';
import { frame } from './video.mjs';

/** A map pin whose point is at (x, y). */
const mapPin = ([x, y], fill) =>
  `<path d="M${x} ${y}c-6-8-13-14-13-23a13 13 0 0 1 26 0c0 9-7 15-13 23z" fill="${fill}"/><circle cx="${x}" cy="${y - 23}" r="4.5" fill="${C.white}"/>`;
/**
 * A partner's mark, 200 × 80: its symbol in the left 72 units and its name with a descriptor. The
 * name is set in the system's sans serif (an <img> cannot use the site's font): short enough that
 * any of them fits the box.
 */
const partner = (symbol, name, descriptor, color) =>
  svg(
    200,
    80,
    symbol +
      `<text x="76" y="42" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="${color}">${name}</text>` +
      `<text x="77" y="60" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="${C.ink}">${descriptor}</text>`,
  );
const scene = (w, h, ground, body) => svg(w, h, sky(w, h) + hill(w, h, ground) + body);
const badge = (w, h, fill, body) =>
  svg(w, h, `<rect width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="${fill}"/>${body}`);
const sea = (w, h, top) =>
  `<path d="M0 ${top}q${w / 8}-14 ${w / 4} 0t${w / 4} 0 ${w / 4} 0 ${w / 4} 0V${h}H0z" fill="${C.brand}"/>` +
  `<path d="M0 ${top + 14}q${w / 8}-10 ${w / 4} 0t${w / 4} 0 ${w / 4} 0 ${w / 4} 0" fill="none" stroke="${C.tint}" stroke-width="3" opacity=".5"/>`;

/** File name → drawing. */
export const drawings = {
  // Heroes, 4:3 (960 × 720).
  'hero-rodina.svg': scene(
    960,
    720,
    520,
    sun(820, 130, 70) +
      at(120, 110, 1.6, cloud) +
      at(470, 170, 2.3, house) +
      at(60, 420, 2.5, car()) +
      at(640, 430, 1.7, figure(C.accent)) +
      at(720, 468, 1.4, figure(C.green, '#d9a27e')) +
      at(790, 530, 1, figure(C.sun, '#f3c6a5', C.accent)),
  ),
  'hero-vozidla.svg': scene(
    960,
    720,
    500,
    sun(780, 150, 70) +
      at(160, 120, 1.4, cloud) +
      `<path d="M0 620q480-70 960-30v130H0z" fill="${C.line}"/><path d="M60 650q400-56 840-30" fill="none" stroke="${C.white}" stroke-width="8" stroke-dasharray="40 30" stroke-linecap="round"/>` +
      at(180, 400, 2.4, car()) +
      at(640, 200, 1.6, shield()),
  ),
  'hero-motorka.svg': scene(
    960,
    720,
    500,
    sun(760, 160, 70) +
      at(60, 330, 1.2, mountains) +
      `<path d="M0 630q480-60 960-20v110H0z" fill="${C.line}"/>` +
      at(330, 330, 2.1, motorbike) +
      at(720, 250, 1.3, shield()),
  ),
  'hero-majetek.svg': scene(
    960,
    720,
    520,
    sun(170, 150, 64) +
      at(380, 110, 1.3, cloud) +
      at(120, 320, 2, house) +
      at(560, 210, 1.8, flats) +
      at(800, 420, 1.2, tree) +
      at(420, 520, 1.1, shield(C.green)),
  ),
  'hero-odpovednost.svg': scene(
    960,
    720,
    540,
    sun(820, 140, 64) +
      at(440, 150, 2.8, crackedWindow) +
      at(300, 380, 1, ball(48)) +
      route('M190 470q60-130 140-80') +
      at(110, 360, 2.1, figure(C.brand)) +
      at(780, 400, 1.2, shield()),
  ),
  'hero-cesty.svg': scene(
    960,
    720,
    520,
    sun(800, 140, 64) +
      at(290, 170, 1, globe(190)) +
      route('M120 420Q260 40 600 160') +
      at(560, 120, 1.7, plane) +
      at(120, 450, 1.6, suitcase()) +
      at(740, 470, 1.2, suitcase(C.brand)),
  ),
  'hero-skoda.svg': scene(
    960,
    720,
    520,
    sun(820, 130, 60) +
      at(80, 370, 2, car()) +
      `<path d="M486 444l18-22 8 26 24-16-6 28" fill="none" stroke="${C.sun}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
      at(560, 170, 2.4, phone) +
      at(700, 360, 1.6, documentSheet),
  ),
  'hero-pomoc.svg': scene(
    960,
    720,
    520,
    sun(160, 140, 60) +
      at(300, 200, 2.4, person(C.brand, C.accent)) +
      at(305, 198, 1.5, headset) +
      at(640, 250, 2.2, phone) +
      at(120, 440, 1.5, documentSheet),
  ),
  'hero-kariera.svg': scene(
    960,
    720,
    520,
    sun(820, 140, 60) +
      at(130, 330, 2.8, person(C.brand)) +
      at(380, 280, 3.1, person(C.accent, C.strong, '#d9a27e')) +
      at(650, 350, 2.6, person(C.green, C.sun)) +
      at(390, 560, 1.7, briefcase),
  ),

  // Signpost banners and item lists, 8:5 (320 × 200).
  'signpost-banners-auto.svg': scene(320, 200, 150, sun(262, 46, 22) + at(52, 86, 1.05, car())),
  'signpost-banners-dum.svg': scene(
    320,
    200,
    150,
    sun(58, 48, 22) + at(96, 54, 1, house) + at(236, 96, 0.6, tree),
  ),
  'signpost-banners-cesty.svg': svg(
    320,
    200,
    sky(320, 200) +
      sun(250, 56, 24) +
      sea(320, 200, 150) +
      at(40, 40, 0.9, plane) +
      at(180, 90, 0.72, suitcase()),
  ),
  'signpost-banners-motorka.svg': scene(320, 200, 150, sun(262, 46, 22) + at(70, 40, 0.9, motorbike)),
  'item-list-domov.svg': scene(
    320,
    200,
    150,
    sun(262, 46, 22) + at(40, 52, 1, house) + at(200, 60, 0.55, flats),
  ),
  'item-list-auto.svg': scene(
    320,
    200,
    150,
    sun(58, 46, 22) + at(70, 92, 1, car()) + at(236, 40, 0.55, shield()),
  ),
  'item-list-stit.svg': scene(
    320,
    200,
    160,
    sun(300, 30, 14) +
      at(150, 32, 1.2, crackedWindow) +
      at(90, 110, 1, ball(22)) +
      at(36, 76, 0.9, figure(C.brand)),
  ),

  // Product cards, 5:3 (400 × 240).
  'product-list-auto.svg': scene(
    400,
    240,
    180,
    sun(330, 56, 26) + at(60, 98, 1.3, car()) + at(10, 160, 0.5, tree),
  ),
  'product-list-havarijko.svg': scene(400, 240, 180, at(36, 118, 1.1, car()) + at(270, 40, 1.1, calendar)),
  'product-list-evropa.svg': svg(
    400,
    240,
    sky(400, 240) +
      sea(400, 240, 190) +
      at(40, 40, 1, `<circle cx="70" cy="70" r="84" fill="${C.brand}"/>`) +
      at(46, 46, 1, starRing(64)) +
      at(250, 86, 1.1, suitcase()),
  ),
  'product-list-svet.svg': svg(
    400,
    240,
    sky(400, 240) +
      at(120, 30, 1, globe(90)) +
      route('M30 200Q120 20 350 60') +
      at(250, 24, 0.8, plane) +
      sun(60, 56, 22),
  ),
  'product-list-rocni.svg': scene(
    400,
    240,
    190,
    sun(340, 50, 24) +
      at(40, 60, 1.3, calendar) +
      at(190, 70, 0.9, plane) +
      at(250, 120, 0.9, suitcase(C.brand)),
  ),
  'product-list-cesko.svg': scene(
    400,
    240,
    160,
    sun(330, 54, 24) + at(20, 70, 1.1, mountains) + at(230, 150, 0.6, tree) + at(290, 120, 0.8, suitcase()),
  ),
  'product-list-cesty.svg': svg(
    400,
    240,
    sky(400, 240) + sun(320, 60, 28) + sea(400, 240, 190) + at(40, 50, 1, plane) + at(230, 96, 1, suitcase()),
  ),
  'product-list-domov.svg': scene(
    400,
    240,
    180,
    sun(70, 56, 26) + at(110, 60, 1.15, house) + at(290, 100, 0.6, tree),
  ),

  // The product pages' own cards (motorbike, property, liability at work).
  'product-list-motorka.svg': scene(
    400,
    240,
    180,
    sun(340, 50, 24) + at(10, 110, 0.8, mountains) + at(170, 66, 1.1, motorbike),
  ),
  'product-list-domacnost.svg': svg(
    400,
    240,
    sky(400, 240) + `<rect y="196" width="400" height="44" fill="${C.tint}"/>` + at(90, 72, 1.1, livingRoom),
  ),
  'product-list-nemovitost.svg': scene(
    400,
    240,
    180,
    sun(70, 54, 24) + at(110, 56, 1.15, house) + at(290, 100, 0.7, shield(C.green)),
  ),
  'item-list-prace.svg': scene(320, 200, 160, sun(280, 36, 16) + at(70, 70, 1.2, spill)),
  'super-banner-najem.svg': svg(
    360,
    280,
    `<circle cx="180" cy="140" r="130" fill="${C.accentSoft}"/>` +
      at(110, 60, 0.95, flats) +
      at(190, 170, 1.1, key),
  ),
  'super-banner-rocni.svg': svg(
    360,
    280,
    `<circle cx="180" cy="140" r="130" fill="${C.accentSoft}"/>` +
      at(90, 90, 1.3, calendar) +
      at(170, 60, 0.9, plane),
  ),
  'card-list-kalendar.svg': badge(96, 96, C.accentSoft, at(22, 20, 0.58, calendar)),
  'card-list-asistence.svg': badge(96, 96, C.soft, at(20, 16, 0.62, headset)),
  'card-list-remeslnik.svg': badge(96, 96, C.soft, at(18, 18, 0.6, wrench)),
  'card-list-sleva.svg': badge(96, 96, C.accentSoft, at(26, 26, 0.63, percent)),
  'card-list-cena.svg': badge(96, 96, C.greenSoft, at(16, 26, 0.55, payment)),
  'card-list-nemocnice.svg': badge(96, 96, C.accentSoft, at(16, 16, 0.8, medical)),
  'card-list-karticka.svg': badge(96, 96, C.soft, at(30, 18, 0.6, phone) + at(44, 52, 0.3, payment)),

  // The carousel banner's cards: wide (3:1), shown whole in a box 12 rem high.
  'carousel-havarijko.svg': scene(
    576,
    192,
    150,
    sun(500, 50, 24) + at(150, 70, 1, car()) + at(380, 40, 0.9, calendar),
  ),
  'carousel-cesty.svg': svg(
    576,
    192,
    sky(576, 192) +
      sun(490, 52, 26) +
      sea(576, 192, 150) +
      route('M40 150Q200 20 400 60') +
      at(320, 24, 0.8, plane) +
      at(150, 70, 0.8, suitcase()),
  ),
  'carousel-domov.svg': scene(
    576,
    192,
    150,
    sun(90, 50, 24) + at(200, 42, 0.95, house) + at(360, 70, 0.5, tree) + at(410, 62, 0.7, shield(C.green)),
  ),

  // Stills of the main banners (16:9, 640 × 360): the travel animation's first frame, the Havarijko video's poster.
  // The first frame of the travel animation (animation.mjs): the route flown, the plane at the pin.
  'asistence-poster.svg': svg(
    640,
    360,
    sky(640, 360) +
      sun(SUN.x, SUN.y, SUN.r) +
      at(GLOBE.x - GLOBE.r, GLOBE.y - GLOBE.r, 1, globe(GLOBE.r)) +
      route(`M${ROUTE.from}C${ROUTE.c1} ${ROUTE.c2} ${ROUTE.to}`) +
      mapPin(ROUTE.from, C.brand) +
      `<g transform="translate(${ROUTE.to}) rotate(${arrivalHeading()})" fill="${C.strong}"><rect x="-29" y="-5.5" width="58" height="11" rx="5.5"/><path d="M14 0-6-30h-8L-4 0l-10 30h8zM-18 0l-7-13h-6l4 13-4 13h6z"/></g>` +
      mapPin(ROUTE.to, C.accent),
  ),
  // The Havarijko video's first frame (video.mjs).
  'havarijko-poster.svg': frame(0),

  // The super banner's picture (360 × 280), shown on the accent colour.
  'super-banner-darek.svg': svg(
    360,
    280,
    `<circle cx="180" cy="140" r="130" fill="${C.accentSoft}"/>` +
      at(110, 76, 1.2, gift) +
      sun(300, 60, 14) +
      `<circle cx="56" cy="210" r="9" fill="${C.brand}"/>`,
  ),

  // Card list icons (96 × 96, 160 × 96) and FAQ group icons (96 × 96): one motif on a round badge.
  'card-list-stit.svg': badge(96, 96, C.soft, at(22, 16, 0.58, shield())),
  'card-list-telefon.svg': badge(96, 96, C.greenSoft, at(30, 18, 0.6, phone)),
  'card-list-auto.svg': badge(
    160,
    96,
    C.accentSoft,
    at(20, 22, 0.6, car(C.accent)) + at(100, 24, 0.38, wrench),
  ),
  'faq-auto.svg': badge(96, 96, C.soft, at(12, 32, 0.36, car())),
  'faq-domov.svg': badge(96, 96, C.accentSoft, at(18, 16, 0.4, house)),
  'faq-cesty.svg': badge(96, 96, C.soft, at(10, 28, 0.45, plane)),
  'faq-platby.svg': badge(96, 96, C.greenSoft, at(16, 26, 0.55, payment)),
  'faq-skoda.svg': badge(96, 96, C.accentSoft, at(28, 20, 0.55, documentSheet) + at(52, 52, 0.3, wrench)),
  'faq-smlouva.svg': badge(96, 96, C.soft, at(26, 18, 0.6, documentSheet) + at(46, 52, 0.2, shield(C.green))),

  // Photos of the company (800 × 600, the tree 600 × 800), drawn in the same style.
  'photo-modal-pobocka.svg': scene(
    800,
    600,
    460,
    sun(680, 110, 50) +
      `<rect x="200" y="200" width="400" height="280" rx="10" fill="${C.brand}"/><path d="M180 210l220-90 220 90z" fill="${C.accent}"/>` +
      [240, 350, 460]
        .map((x) => `<rect x="${x}" y="250" width="90" height="70" rx="6" fill="${C.soft}"/>`)
        .join('') +
      `<rect x="360" y="360" width="80" height="120" rx="6" fill="${C.sun}"/>` +
      at(90, 360, 1, tree) +
      at(630, 380, 0.8, tree),
  ),
  'photo-modal-krajina.svg': scene(
    800,
    600,
    380,
    sun(600, 130, 60) +
      at(80, 110, 1.5, cloud) +
      at(0, 250, 2.2, mountains) +
      hill(800, 600, 460, C.green) +
      at(560, 330, 1, tree),
  ),
  'photo-modal-auto.svg': svg(
    800,
    600,
    sky(800, 600, C.strong) +
      `<circle cx="640" cy="120" r="50" fill="${C.soft}"/><circle cx="620" cy="108" r="44" fill="${C.strong}"/>` +
      `<path d="M0 470q400-60 800-20v150H0z" fill="${C.ink}"/><path d="M40 520q360-50 720-20" fill="none" stroke="${C.sun}" stroke-width="6" stroke-dasharray="30 24"/>` +
      at(180, 300, 2.2, car(C.accent)),
  ),
  'photo-modal-strom.svg': scene(600, 800, 600, sun(470, 140, 56) + at(120, 200, 4, tree)),

  // Marks of the partners (fictional companies), 200 × 80: a symbol and the name.
  'logo-partner-kruh.svg': partner(
    `<circle cx="36" cy="40" r="22" fill="none" stroke="${C.brand}" stroke-width="9"/><circle cx="36" cy="40" r="7" fill="${C.sun}"/>`,
    'KRUH',
    'autoservis',
    C.brand,
  ),
  'logo-partner-vlna.svg': partner(
    `<path d="M12 34q6-8 12 0t12 0 12 0 12 0M12 48q6-8 12 0t12 0 12 0 12 0" fill="none" stroke="${C.brand}" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="20" r="6" fill="${C.sun}"/>`,
    'vlna',
    'cestovní kancelář',
    C.brand,
  ),
  'logo-partner-stit.svg': partner(at(14, 14, 0.48, shield(C.green)), 'ŠTÍT', 'bezpečnost', C.green),
  'logo-partner-hvezda.svg': partner(
    `<path d="M36 12l8 17 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z" fill="${C.sun}" stroke="${C.accent}" stroke-width="4" stroke-linejoin="round"/>`,
    'Hvězda',
    'asistence',
    C.accent,
  ),
  'logo-partner-dum.svg': partner(
    `<path d="M12 40l24-22 24 22" fill="none" stroke="${C.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><rect x="22" y="40" width="28" height="24" rx="3" fill="${C.brand}"/><rect x="32" y="48" width="8" height="16" fill="${C.sun}"/>`,
    'Domov',
    'reality',
    C.brand,
  ),

  // Portraits of the people on About us and at the branches (160 × 160).
  'people-cards-1.svg': svg(160, 160, sky(160, 160) + at(23, 26, 1.9, person(C.brand, C.strong))),
  'people-cards-2.svg': svg(
    160,
    160,
    sky(160, 160, C.greenSoft) + at(23, 26, 1.9, person(C.green, C.accent, '#d9a27e')),
  ),
  'people-cards-3.svg': svg(160, 160, sky(160, 160, C.accentSoft) + at(23, 26, 1.9, person(C.strong, C.sun))),
};

const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/images');
/**
 * Pictures also kept as a raster: the home page's hero is a JPEG, the one picture of the site that
 * goes through the image endpoint's resizing (WebP `srcset`), which its end-to-end test follows.
 */
const RASTERS = { 'hero-rodina.jpg': 'hero-rodina.svg' };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, content] of Object.entries(drawings)) {
    writeFileSync(join(out, name), content);
    console.log(`${name} ${content.length} B`);
  }
  const { default: sharp } = await import('sharp');
  for (const [name, source] of Object.entries(RASTERS)) {
    const info = await sharp(Buffer.from(drawings[source]))
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(join(out, name));
    console.log(`${name} ${info.size} B`);
  }
}
