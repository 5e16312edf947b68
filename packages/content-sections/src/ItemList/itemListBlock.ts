import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { defineBlock } from '../registry/defineBlock.js';
import { ItemList } from './ItemList.js';
import { itemListContent } from './itemListContent.js';

export const itemListBlock = defineBlock({
  type: 'blocks.item-list',
  label: 'Seznam položek',
  content: itemListContent,
  component: ItemList,
  // Only a detail needs the browser (its modal); cards without one are plain HTML.
  island: (props) => props.items.some((item) => !isEmptyRichText(item.detail)),
});
