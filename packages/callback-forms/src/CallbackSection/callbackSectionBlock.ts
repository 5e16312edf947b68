import { defineBlock } from '@insurance-web/ui';
import { CallbackSection } from './CallbackSection.js';
import { callbackSectionContent } from './callbackSectionContent.js';

/** The call-back modal behind its button, as a page section; the button is an island. */
export const callbackSectionBlock = defineBlock({
  type: 'forms.callback',
  label: 'Formulář: zavoláme vám',
  content: callbackSectionContent,
  component: CallbackSection,
  island: () => true,
});
