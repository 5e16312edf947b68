import { defineBlock } from '@insurance-web/ui';
import { QuestionForm } from './QuestionForm.js';
import { questionFormContent } from './questionFormContent.js';

/** The question form as a page section; a form always hydrates (its code loads when it comes into view). */
export const questionFormBlock = defineBlock({
  type: 'forms.question',
  label: 'Formulář: dotaz',
  content: questionFormContent,
  component: QuestionForm,
  island: () => true,
});
