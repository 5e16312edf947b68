export type { TextAreaProps } from './TextArea.js';
export { TextArea } from './TextArea.js';
