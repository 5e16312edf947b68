import { defineBlock } from '../registry/defineBlock.js';
import { PhoneBox } from './PhoneBox.js';
import { phoneBoxContent } from './phoneBoxContent.js';

export const phoneBoxBlock = defineBlock({
  type: 'blocks.phone-box',
  label: 'Telefon',
  content: phoneBoxContent,
  component: PhoneBox,
});
