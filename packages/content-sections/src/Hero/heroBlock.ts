import { defineBlock } from '../registry/defineBlock.js';
import { Hero } from './Hero.js';
import { heroContent } from './heroContent.js';

/**
 * Static on its own. A host that offers the call-back form replaces it with a version that adds the
 * `Zavolejte mi` action, and makes it an island when `callbackButton` is on (see the README).
 */
export const heroBlock = defineBlock({
  type: 'blocks.hero',
  label: 'Úvodní blok',
  content: heroContent,
  component: Hero,
  tracksClicks: (props) => props.button !== null,
  // Its image is loaded first, with priority (Hero.tsx).
  mainImage: (props) => props.image !== null,
});
