import { defineBlock } from '../registry/defineBlock.js';
import { RichText } from './RichText.js';
import { richTextContent } from './richTextContent.js';

export const richTextBlock = defineBlock({
  type: 'blocks.rich-text',
  label: 'Text',
  content: richTextContent,
  component: RichText,
});
