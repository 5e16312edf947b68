export { cleanBlocks } from './cleanBlocks.js';
export type {
  BlocksConversion,
  BlocksInlineNode,
  BlocksLinkNode,
  BlocksListItemNode,
  BlocksListNode,
  BlocksNode,
  BlocksTextNode,
} from './htmlToBlocks.js';
export { richTextToPlainText } from './plainText.js';
export type { RichTextBodyProps } from './RichTextBody.js';
export { RichTextBody, richTextClassName } from './RichTextBody.js';
export { richText } from './richTextField.js';
export type {
  RichTextBlock,
  RichTextContent,
  RichTextInline,
  RichTextLeaf,
  RichTextLink,
  RichTextList,
  RichTextListItem,
} from './richTextTypes.js';
export { EMPTY_RICH_TEXT, isEmptyRichText } from './richTextTypes.js';
export { sanitizeHtml } from './sanitizeHtml.js';
export { richTextToBlocks, stringToRichText } from './stringToRichText.js';
