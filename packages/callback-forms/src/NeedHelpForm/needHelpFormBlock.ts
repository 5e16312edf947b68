import { defineBlock } from '@insurance-web/ui';
import { NeedHelpForm } from './NeedHelpForm.js';
import { needHelpFormContent } from './needHelpFormContent.js';

/** The need-help form as a page section; a form always hydrates (its code loads when it comes into view). */
export const needHelpFormBlock = defineBlock({
  type: 'forms.need-help',
  label: 'Formulář: potřebuji pomoc',
  content: needHelpFormContent,
  component: NeedHelpForm,
  island: () => true,
});
