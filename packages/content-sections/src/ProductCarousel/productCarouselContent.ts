import * as z from 'zod/mini';
import { list, optionalText } from '../content/fields.js';
import { productItem } from '../ProductList/productListContent.js';

/** `blocks.product-carousel`: the product list's items (SPEC §3), one slide each. */
export const productCarouselContent = z.object({
  heading: optionalText(),
  perex: optionalText(),
  items: list(productItem),
});

export type ProductCarouselProps = z.output<typeof productCarouselContent>;
