// The public face of @insurance-web/callback-forms: components first, their props types after.
// No "use client" here: this index also exports plain functions (`splitFieldErrors`, `siteApiConfig`…)
// that a Next.js server component may call; the component modules carry the directive themselves.

/** Moved to `@insurance-web/api-client`, where every package finds it; re-exported for existing hosts. */
export { siteApiConfig } from '@insurance-web/api-client';
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
