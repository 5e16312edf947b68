export type { CallbackButtonProps, CallbackModalProps } from './CallbackModal.js';
export { CallbackButton, CallbackModal } from './CallbackModal.js';
export type { CallbackField } from './callbackValues.js';
export {
  CALLBACK_FIELD_NAMES,
  CALLBACK_FIELDS,
  splitFieldErrors,
  toCallbackValues,
} from './callbackValues.js';
