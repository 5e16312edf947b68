import { defineBlock } from '@insurance-web/ui';
import { AdvisorSection } from './AdvisorSection.js';
import { advisorSectionContent } from './advisorSectionContent.js';

/** The advisor modal as a page section: the button always hydrates, the modal loads when opened. */
export const advisorSectionBlock = defineBlock({
  type: 'forms.advisor',
  label: 'Formulář: poradce',
  content: advisorSectionContent,
  component: AdvisorSection,
  island: () => true,
});
