export type { ProductCardProps } from './ProductCard.js';
export { PRODUCTS_CATEGORY, ProductCard } from './ProductCard.js';
export { ProductList } from './ProductList.js';
export { ProductStickers } from './ProductStickers.js';
export { productListBlock } from './productListBlock.js';
export type {
  ProductAnimation,
  ProductItem,
  ProductListProps,
  ProductMedia,
  ProductSticker,
} from './productListContent.js';
export {
  PRODUCT_ANIMATION_BOX,
  PRODUCT_STICKERS,
  productItem,
  productListContent,
} from './productListContent.js';
