export type { BlockSectionProps } from './BlockSection.js';
export { BlockSection } from './BlockSection.js';
