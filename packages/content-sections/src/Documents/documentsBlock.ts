import { defineBlock } from '../registry/defineBlock.js';
import { Documents } from './Documents.js';
import { documentsContent } from './documentsContent.js';

/** Static: links and a `<details>` disclosure, rendered on the server. */
export const documentsBlock = defineBlock({
  type: 'blocks.documents',
  label: 'Dokumenty ke stažení',
  content: documentsContent,
  component: Documents,
});
