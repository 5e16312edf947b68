import { defineBlock } from '../registry/defineBlock.js';
import { ProductList } from './ProductList.js';
import { productListContent } from './productListContent.js';

export const productListBlock = defineBlock({
  type: 'blocks.product-list',
  label: 'Seznam produktů',
  content: productListContent,
  component: ProductList,
  // Images need nothing in the browser; an animation's player loads once its card is in view.
  island: (props) => props.items.some((item) => item.animation !== null),
  tracksClicks: (props) => props.items.some((item) => item.button !== null),
});
