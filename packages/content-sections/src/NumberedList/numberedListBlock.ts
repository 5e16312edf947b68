import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { defineBlock } from '../registry/defineBlock.js';
import { NumberedList } from './NumberedList.js';
import { numberedListContent } from './numberedListContent.js';

export const numberedListBlock = defineBlock({
  type: 'blocks.numbered-list',
  label: 'Číslovaný seznam',
  content: numberedListContent,
  component: NumberedList,
  // Only a detail needs the browser (its modal); steps without one are plain HTML.
  island: (props) => props.items.some((item) => !isEmptyRichText(item.detail)),
});
