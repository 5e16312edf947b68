export type { HeroProps } from './Hero.js';
export { Hero } from './Hero.js';
export { HeroLogo } from './HeroLogo.js';
export { heroBlock } from './heroBlock.js';
export type { HeroContent } from './heroContent.js';
export { heroContent } from './heroContent.js';
