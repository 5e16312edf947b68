import { defineBlock } from '@insurance-web/ui';
import { WhistleblowingForm } from './WhistleblowingForm.js';
import { whistleblowingFormContent } from './whistleblowingFormContent.js';

/** The whistleblowing form as a page section; a form always hydrates (its code loads when it comes into view). */
export const whistleblowingFormBlock = defineBlock({
  type: 'forms.whistleblowing',
  label: 'Formulář: oznámení protiprávního jednání',
  content: whistleblowingFormContent,
  component: WhistleblowingForm,
  island: () => true,
});
