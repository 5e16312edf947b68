export { RichText } from './RichText.js';
export { richTextBlock } from './richTextBlock.js';
export type { RichTextProps } from './richTextContent.js';
export { richTextContent } from './richTextContent.js';
