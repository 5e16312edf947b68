import * as z from 'zod/mini';
import { labelled, list, optionalText, perex } from '../content/fields.js';
import { productItem } from '../ProductList/productListContent.js';

/** `blocks.product-carousel`: the product list's items (SPEC §3), one slide each. */
export const productCarouselContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad karuselem.'),
  perex: perex(),
  items: labelled(list(productItem), 'Produkty', 'Karty produktů, každá na jednom snímku.'),
});

export type ProductCarouselProps = z.output<typeof productCarouselContent>;
