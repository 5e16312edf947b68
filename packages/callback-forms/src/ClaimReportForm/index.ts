export type { ClaimReportFormProps } from './ClaimReportForm.js';
export { ClaimReportForm } from './ClaimReportForm.js';
export { claimReportFormBlock } from './claimReportFormBlock.js';
export { claimReportFormContent } from './claimReportFormContent.js';
export type { ClaimReportFormMessages } from './messages.js';
export { claimReportFormMessages } from './messages.js';
