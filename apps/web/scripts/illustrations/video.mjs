/**
 * The Havarijko banner's looping video (apps/web/public/media/havarijko.mp4): a car drives along a
 * road through the landscape for as long as you need it (the product: casco by the month). Each frame
 * is one of the kit's drawings (`frame(t)`, t from 0 to 1), so the poster (frame 0, in draw.mjs) is
 * the video's first picture: `pnpm exec node apps/web/scripts/illustrations/video.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { at, C, calendar, car, cloud, sky, sun, svg, tree } from './motifs.mjs';

export const BOX = { width: 640, height: 360 };
const SECONDS = 4;
const FPS = 25;

/** A row of `motif`s every `gap` units, moved left by `offset` (a multiple of `gap` loops seamlessly). */
const row = (gap, offset, y, scale, motif) =>
  Array.from({ length: Math.ceil(BOX.width / gap) + 2 }, (_, i) =>
    at(i * gap - (offset % gap), y, scale, motif),
  ).join('');

/** Hills whose outline repeats every 320 units. */
const hills = (offset) => {
  const shift = offset % 320;
  const waves = 'q80-44 160 0t160 0'.repeat(4);
  return `<path d="M${-shift} 260${waves}V360H${-shift}z" fill="${C.tint}"/>`;
};

/** A wheel that turns: the kit's wheel with a spoke. */
const turningWheel = (x, y, r, angle) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.ink}"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${C.line}"/>` +
  `<path d="M${x - r * 0.45} ${y}h${r * 0.9}" stroke="${C.ink}" stroke-width="3" transform="rotate(${angle} ${x} ${y})"/>`;

/** The picture at time t (0 ≤ t < 1 of the loop). */
export function frame(t) {
  const bounce = Math.sin(t * Math.PI * 2 * 8) * 1.2;
  const angle = (t * 360 * 6) % 360;
  return svg(
    BOX.width,
    BOX.height,
    sky(BOX.width, BOX.height) +
      sun(560, 62, 30) +
      row(320, t * 320, 40, 1.2, cloud) +
      hills(t * 640) +
      row(160, t * 960, 196, 0.75, tree) +
      `<rect y="296" width="${BOX.width}" height="64" fill="${C.line}"/>` +
      row(80, t * 1280, 0, 1, `<rect y="326" width="40" height="6" rx="3" fill="${C.white}"/>`) +
      at(150, 160 + bounce, 1.5, car()) +
      // The car's own wheels, drawn again turning (the kit's car has still ones).
      turningWheel(150 + 52 * 1.5, 160 + 74 * 1.5, 18 * 1.5, angle) +
      turningWheel(150 + 156 * 1.5, 160 + 74 * 1.5, 18 * 1.5, angle) +
      at(430, 50, 1, calendar),
  );
}

/**
 * Renders the frames (sharp) and encodes them at an exact 25 frames a second into H.264 MP4 with
 * ffmpeg (Debian's `ffmpeg`, needed only to redraw the video, not to build or test the site).
 */
async function encode() {
  const { default: sharp } = await import('sharp');
  const folder = mkdtempSync(join(tmpdir(), 'havarijko-'));
  try {
    const count = SECONDS * FPS;
    for (let index = 0; index < count; index++) {
      const name = join(folder, `${String(index).padStart(3, '0')}.png`);
      await sharp(Buffer.from(frame(index / count)))
        .png()
        .toFile(name);
    }
    const file = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/havarijko.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(folder, '%03d.png')],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '33'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', file],
    ]);
    console.log(`havarijko.mp4 ${statSync(file).size} B`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await encode();
