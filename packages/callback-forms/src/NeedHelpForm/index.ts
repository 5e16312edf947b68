export type { NeedHelpFormMessages } from './messages.js';
export { needHelpFormMessages } from './messages.js';
export type { NeedHelpFormProps } from './NeedHelpForm.js';
export { NeedHelpForm } from './NeedHelpForm.js';
export { needHelpFormBlock } from './needHelpFormBlock.js';
export { needHelpFormContent } from './needHelpFormContent.js';
