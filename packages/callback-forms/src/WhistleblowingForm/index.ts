export type { WhistleblowingFormMessages } from './messages.js';
export { whistleblowingFormMessages } from './messages.js';
export type { WhistleblowingFormProps } from './WhistleblowingForm.js';
export { WhistleblowingForm } from './WhistleblowingForm.js';
export { whistleblowingFormBlock } from './whistleblowingFormBlock.js';
export { whistleblowingFormContent } from './whistleblowingFormContent.js';
