export type { CallbackButtonProps } from './CallbackButton.js';
export { CallbackButton } from './CallbackButton.js';
export type { CallbackModalProps } from './CallbackModal.js';
export { CallbackModal } from './CallbackModal.js';
export type { CallbackField } from './callbackValues.js';
export { CALLBACK_FIELD_NAMES, CALLBACK_FIELDS, toCallbackValues } from './callbackValues.js';
