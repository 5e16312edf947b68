import { fileURLToPath } from 'node:url';

/** Files an editor uploads: the site's own demo media (apps/web/public). */
const publicFile = (path: string) => fileURLToPath(new URL(`../public/${path}`, import.meta.url));

export const FIXTURES = {
  image: publicFile('images/hero-rodina.jpg'),
  video: publicFile('media/banner-horizont.mp4'),
  poster: publicFile('media/banner-horizont-poster.jpg'),
  animation: publicFile('media/pulse.json'),
  /** A product's conditions (scripts/documents/generate.mjs). */
  document: publicFile('dokumenty/pojistne-podminky-odpovednost-2026.pdf'),
} as const;
