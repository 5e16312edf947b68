export type { CallbackSectionProps } from './CallbackSection.js';
export { CallbackSection } from './CallbackSection.js';
export { callbackSectionBlock } from './callbackSectionBlock.js';
export { callbackSectionContent } from './callbackSectionContent.js';
