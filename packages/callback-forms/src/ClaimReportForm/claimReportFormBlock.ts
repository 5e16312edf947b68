import { defineBlock } from '@insurance-web/ui';
import { ClaimReportForm } from './ClaimReportForm.js';
import { claimReportFormContent } from './claimReportFormContent.js';

/** The claim-report request as a page section; a form always hydrates (its code loads when it comes into view). */
export const claimReportFormBlock = defineBlock({
  type: 'forms.claim-report',
  label: 'Formulář: žádost o nahlášení škody telefonem',
  content: claimReportFormContent,
  component: ClaimReportForm,
  island: () => true,
});
