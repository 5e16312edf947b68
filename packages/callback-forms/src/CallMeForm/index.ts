export type { CallMeFormProps } from './CallMeForm.js';
export { CallMeForm } from './CallMeForm.js';
export { callMeFormBlock } from './callMeFormBlock.js';
export { callMeFormContent } from './callMeFormContent.js';
export type { CallMeFormMessages } from './messages.js';
export { callMeFormMessages } from './messages.js';
