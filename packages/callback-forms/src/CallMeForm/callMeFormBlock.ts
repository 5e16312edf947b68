import { defineBlock } from '@insurance-web/ui';
import { CallMeForm } from './CallMeForm.js';
import { callMeFormContent } from './callMeFormContent.js';

/** The call-me form as a page section; a form always hydrates (its code loads when it comes into view). */
export const callMeFormBlock = defineBlock({
  type: 'forms.call-me',
  label: 'Formulář: ozveme se vám',
  content: callMeFormContent,
  component: CallMeForm,
  island: () => true,
});
