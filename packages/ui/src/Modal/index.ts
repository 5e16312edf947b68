export { Modal } from './Modal.js';
export type { ModalProps, ModalSize } from './Modal.js';
