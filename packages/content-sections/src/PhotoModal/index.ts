export { PhotoModal } from './PhotoModal.js';
export type { PhotoZoomProps } from './PhotoZoom.js';
export { PhotoZoom } from './PhotoZoom.js';
export { photoModalBlock } from './photoModalBlock.js';
export type { Photo, PhotoModalProps } from './photoModalContent.js';
export { photo, photoModalContent } from './photoModalContent.js';
