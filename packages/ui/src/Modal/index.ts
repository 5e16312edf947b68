export type { ModalProps, ModalSize } from './Modal.js';
export { Modal } from './Modal.js';
