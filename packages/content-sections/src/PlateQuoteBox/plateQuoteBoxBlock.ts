import { defineBlock } from '../registry/defineBlock.js';
import { PlateQuoteBox } from './PlateQuoteBox.js';
import { plateQuoteBoxContent } from './plateQuoteBoxContent.js';

export const plateQuoteBoxBlock = defineBlock({
  type: 'blocks.plate-quote-box',
  label: 'Zadání SPZ pro výpočet ceny',
  content: plateQuoteBoxContent,
  component: PlateQuoteBox,
  // Both looks check the plate and navigate; the card also looks the vehicle up as the visitor types.
  island: () => true,
});
