export { ItemList } from './ItemList.js';
export { itemListBlock } from './itemListBlock.js';
export type { ItemListItem, ItemListProps } from './itemListContent.js';
export { itemListContent, itemListItem } from './itemListContent.js';
