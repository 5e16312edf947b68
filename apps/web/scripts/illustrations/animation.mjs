/**
 * The travel banner's animation (apps/web/public/media/asistence.json), a Lottie file written out of
 * a few shape layers: a plane flies a dashed route over a turning globe from home to a destination
 * pin, the route draws behind it and fades, and the loop starts again (4 s at 30 fps). Its geometry is
 * ROUTE below, which the still (asistence-poster.svg in draw.mjs) shares, so the poster shown before
 * it plays and with reduced motion is the same picture.
 * `pnpm exec node apps/web/scripts/illustrations/animation.mjs`, then `pnpm exec biome format --write`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C } from './motifs.mjs';

export const BOX = { width: 640, height: 360 };
/** The route: start, its two control points, end (a cubic Bézier). */
export const ROUTE = { from: [110, 290], c1: [160, 110], c2: [340, 50], to: [540, 120] };
export const GLOBE = { x: 320, y: 205, r: 118 };
export const SUN = { x: 70, y: 64, r: 28 };
const FRAMES = 120;
/**
 * The loop starts at the arrival, so that its first frame, which is all a visitor who asks for
 * reduced motion sees, tells the whole story: the route flown, the plane at the pin. Then the route
 * fades (until LEAVE), and the plane flies it again at an even speed, arriving at the last frame.
 */
const LEAVE = 30;

const rgb = (hex) =>
  [1, 3, 5].map((i) => +(Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(2)).concat(1);
const still = (k) => ({ a: 0, k });
const EASE = { i: { x: 0.45, y: 1 }, o: { x: 0.55, y: 0 } };
const LINEAR = { i: { x: 1, y: 1 }, o: { x: 0, y: 0 } };
const HOLD = { h: 1 };
/** An animated value: [frame, value, how it moves on to the next] triples (default eased). */
const keys = (...frames) => ({
  a: 1,
  k: frames.map(([t, s, how = EASE], index) => ({
    t,
    s: [].concat(s),
    ...(index < frames.length - 1 ? how : {}),
  })),
});
const fill = (hex, opacity = 100) => ({ ty: 'fl', c: still(rgb(hex)), o: still(opacity), r: 1 });
const stroke = (hex, width, dashes) => ({
  ty: 'st',
  c: still(rgb(hex)),
  o: still(100),
  w: still(width),
  lc: 2,
  lj: 2,
  ml: 4,
  ...(dashes
    ? {
        d: [
          { n: 'd', v: still(dashes[0]) },
          { n: 'g', v: still(dashes[1]) },
        ],
      }
    : {}),
});
// lottie-web fills a group transform's missing position, anchor, scale and rotation with the identity;
// without an opacity it draws nothing.
const transform = { ty: 'tr', o: still(100) };
// Groups are named in this file only (a name in the JSON is weight the player does not use).
const group = (_name, ...items) => ({ ty: 'gr', it: [...items, transform] });
const path = (vertices, closed = true, inTangents, outTangents) => ({
  ty: 'sh',
  ks: still({
    c: closed,
    v: vertices,
    i: inTangents ?? vertices.map(() => [0, 0]),
    o: outTangents ?? vertices.map(() => [0, 0]),
  }),
});
const ellipse = (x, y, w, h) => ({
  ty: 'el',
  p: still([x, y]),
  s: typeof w === 'object' ? w : still([w, h]),
  d: 1,
});

let index = 0;
/** A shape layer; `ks` overrides its transform (position, scale, opacity). */
function layer(_name, shapes, ks = {}, extra = {}) {
  index += 1;
  return {
    ind: index,
    ty: 4,
    sr: 1,
    ks,
    ao: 0,
    shapes,
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
    ...extra,
  };
}

const { from, c1, c2, to } = ROUTE;
/** The route's point at Bézier parameter u. */
const pointAt = (u) =>
  [0, 1].map(
    (d) =>
      (1 - u) ** 3 * from[d] + 3 * (1 - u) ** 2 * u * c1[d] + 3 * (1 - u) * u ** 2 * c2[d] + u ** 3 * to[d],
  );
/** The route's direction (degrees) at Bézier parameter u. */
function heading(u) {
  const [dx, dy] = [0, 1].map(
    (d) =>
      3 * (1 - u) ** 2 * (c1[d] - from[d]) + 6 * (1 - u) * u * (c2[d] - c1[d]) + 3 * u ** 2 * (to[d] - c2[d]),
  );
  return Math.round((Math.atan2(dy, dx) * 180) / Math.PI);
}
/** The plane's direction at the destination: the still's plane points so too. */
export const arrivalHeading = () => heading(1);
/** [share of the route's length, direction] at four even steps of its length. */
const headings = (() => {
  const samples = Array.from({ length: 201 }, (_, i) => i / 200);
  const lengths = [0];
  for (let i = 1; i < samples.length; i++) {
    const [a, b] = [pointAt(samples[i - 1]), pointAt(samples[i])];
    lengths.push(lengths[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[lengths.length - 1];
  return Array.from({ length: 5 }, (_, step) => {
    const share = step / 4;
    const i = lengths.findIndex((length) => length >= share * total - 1e-9);
    return [share, heading(samples[i])];
  });
})();
const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
const pin = (hex) =>
  group(
    'pin',
    path(
      [
        [0, 0],
        [-12, -22],
        [12, -22],
      ],
      true,
      [
        [0, 0],
        [0, 8],
        [8, -16],
      ],
      [
        [-8, -6],
        [-4, -16],
        [0, 8],
      ],
    ),
    ellipse(0, -24, 26, 26),
    fill(hex),
  );
const pinDot = group('pin dot', ellipse(0, -24, 9, 9), fill(C.white));

/** A plane seen from above, nose along +x (the layer turns it along the route). */
const plane = group(
  'plane',
  { ty: 'rc', p: still([0, 0]), s: still([58, 11]), r: still(5.5) },
  // Wings, then the tail: each a bow tie across the body, so one outline draws both sides.
  path([
    [14, 0],
    [-6, -30],
    [-14, -30],
    [-4, 0],
    [-14, 30],
    [-6, 30],
  ]),
  path([
    [-18, 0],
    [-25, -13],
    [-31, -13],
    [-27, 0],
    [-31, 13],
    [-25, 13],
  ]),
  fill(C.strong),
);

export const animation = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: FRAMES,
  w: BOX.width,
  h: BOX.height,
  nm: 'Asistence kdekoli na světě',
  ddd: 0,
  assets: [],
  layers: [
    layer('destination', [pin(C.accent), pinDot], {
      p: still([...to, 0]),
      s: keys(
        [0, [100, 100, 100]],
        [18, [100, 100, 100]],
        [28, [0, 0, 100], HOLD],
        [110, [0, 0, 100]],
        [116, [110, 110, 100]],
        [FRAMES, [100, 100, 100]],
      ),
    }),
    layer('plane', [plane], {
      p: {
        a: 1,
        k: [
          { t: 0, s: [...to, 0], ...HOLD },
          { t: LEAVE, s: [...from, 0], to: [...sub(c1, from), 0], ti: [...sub(c2, to), 0], ...LINEAR },
          { t: FRAMES, s: [...to, 0] },
        ],
      },
      // Along the route: its direction at even steps of its length, the plane's even speed.
      r: keys(
        [0, heading(1), HOLD],
        ...headings.map(([f, angle]) => [LEAVE + f * (FRAMES - LEAVE), angle, LINEAR]),
      ),
      o: keys([0, 100], [6, 100], [14, 0, HOLD], [LEAVE, 0], [LEAVE + 8, 100], [FRAMES, 100]),
    }),
    layer('route', [
      group(
        'route',
        path([from, to], false, [[0, 0], sub(c2, to)], [sub(c1, from), [0, 0]]),
        {
          ty: 'tm',
          s: keys([0, 0], [6, 0], [28, 100, HOLD], [LEAVE, 0]),
          e: keys([0, 100, HOLD], [LEAVE, 0, LINEAR], [FRAMES, 100]),
          o: still(0),
          m: 1,
        },
        stroke(C.strong, 4, [2, 12]),
      ),
    ]),
    layer('home', [pin(C.brand), pinDot], { p: still([...from, 0]) }),
    layer('globe', [
      // The meridian narrows and widens: the globe seems to turn.
      group(
        'meridian and equator',
        ellipse(GLOBE.x, GLOBE.y, keys([0, [20, 236]], [60, [236, 236]], [120, [20, 236]])),
        path(
          [
            [GLOBE.x - GLOBE.r, GLOBE.y],
            [GLOBE.x + GLOBE.r, GLOBE.y],
          ],
          false,
        ),
        stroke(C.tint, 3),
      ),
      group(
        'land',
        path(
          [
            [GLOBE.x - 70, GLOBE.y - 70],
            [GLOBE.x + 5, GLOBE.y - 60],
            [GLOBE.x - 20, GLOBE.y + 5],
            [GLOBE.x - 80, GLOBE.y - 10],
          ],
          true,
          [
            [-10, 20],
            [-30, -10],
            [20, -10],
            [-10, 30],
          ],
          [
            [30, -15],
            [10, 30],
            [-25, 5],
            [0, -30],
          ],
        ),
        path(
          [
            [GLOBE.x + 25, GLOBE.y + 20],
            [GLOBE.x + 85, GLOBE.y + 35],
            [GLOBE.x + 50, GLOBE.y + 90],
          ],
          true,
          [
            [-5, 25],
            [-20, -15],
            [20, 0],
          ],
          [
            [25, -10],
            [5, 25],
            [-20, -5],
          ],
        ),
        fill(C.green),
      ),
      group('disc', ellipse(GLOBE.x, GLOBE.y, GLOBE.r * 2, GLOBE.r * 2), fill(C.brand)),
    ]),
    layer('sky', [
      group('sun', ellipse(SUN.x, SUN.y, SUN.r * 2, SUN.r * 2), fill(C.sun)),
      group('ground', { ty: 'rc', p: still([320, 180]), s: still([640, 360]), r: still(0) }, fill(C.soft)),
    ]),
  ],
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/asistence.json');
  writeFileSync(file, `${JSON.stringify(animation)}\n`);
  console.log(`asistence.json ${JSON.stringify(animation).length} B`);
}
