import { defineBlock } from '@insurance-web/ui';
import { CascoSection } from './CascoSection.js';
import { cascoSectionContent } from './cascoSectionContent.js';

/** The casco dialog as a page section: the button always hydrates, the dialog loads when opened. */
export const cascoSectionBlock = defineBlock({
  type: 'casco.callback',
  label: 'Havarijní pojištění: ozveme se vám',
  content: cascoSectionContent,
  component: CascoSection,
  island: () => true,
});
