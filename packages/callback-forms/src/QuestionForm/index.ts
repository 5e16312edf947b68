export type { QuestionFormMessages } from './messages.js';
export { questionFormMessages } from './messages.js';
export type { QuestionFormProps } from './QuestionForm.js';
export { QuestionForm } from './QuestionForm.js';
export { questionFormBlock } from './questionFormBlock.js';
export { questionFormContent } from './questionFormContent.js';
