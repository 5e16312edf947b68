'use client';

// The public face of @insurance-web/callback-forms: components first, their props types after.

export type { CallbackButtonProps, CallbackField, CallbackModalProps } from './CallbackModal/index.js';
export {
  CALLBACK_FIELD_NAMES,
  CALLBACK_FIELDS,
  CallbackButton,
  CallbackModal,
  splitFieldErrors,
  toCallbackValues,
} from './CallbackModal/index.js';
export type { CallbackMessages } from './messages.js';
export { callbackMessages } from './messages.js';
export { siteApiConfig } from './siteApiConfig.js';
