export { PhoneBox } from './PhoneBox.js';
export { phoneBoxBlock } from './phoneBoxBlock.js';
export type { PhoneBoxProps } from './phoneBoxContent.js';
export { phoneBoxContent } from './phoneBoxContent.js';
