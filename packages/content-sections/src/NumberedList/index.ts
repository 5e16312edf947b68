export { NumberedList } from './NumberedList.js';
export { numberedListBlock } from './numberedListBlock.js';
export type { NumberedListItem, NumberedListProps } from './numberedListContent.js';
export { numberedListContent, numberedListItem } from './numberedListContent.js';
