import { defineBlock } from '../registry/defineBlock.js';
import { ProductList } from './ProductList.js';
import { productListContent } from './productListContent.js';

export const productListBlock = defineBlock({
  type: 'blocks.product-list',
  label: 'Seznam produktů',
  content: productListContent,
  component: ProductList,
  tracksClicks: (props) => props.items.some((item) => item.button !== null),
});
