import { defineBlock } from '../registry/defineBlock.js';
import { PhotoModal } from './PhotoModal.js';
import { photoModalContent } from './photoModalContent.js';

export const photoModalBlock = defineBlock({
  type: 'blocks.photo-modal',
  label: 'Fotografie ve zvětšení',
  content: photoModalContent,
  component: PhotoModal,
  // Every thumbnail opens a modal; with no photos there is nothing to hydrate.
  island: (props) => props.photos.length > 0,
});
