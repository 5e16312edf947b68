export type { DetailModalProps } from './DetailModal.js';
export { DetailModal } from './DetailModal.js';
