export type { CascoSectionProps } from './CascoSection.js';
export { CascoSection } from './CascoSection.js';
export { cascoSectionBlock } from './cascoSectionBlock.js';
