import { defineBlock } from '@insurance-web/ui';
import { SuitabilityRecordForm } from './SuitabilityRecordForm.js';
import { suitabilityRecordContent } from './suitabilityRecordContent.js';

/** The suitability record as a page section; it always hydrates (the calculation is in the browser). */
export const suitabilityRecordBlock = defineBlock({
  type: 'forms.suitability-record',
  label: 'Formulář: záznam z jednání',
  content: suitabilityRecordContent,
  component: SuitabilityRecordForm,
  island: () => true,
});
