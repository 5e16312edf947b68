export type { FormSectionProps } from './FormSection.js';
export { FormSection } from './FormSection.js';
export { splitByFields } from './fieldErrorSplit.js';
export type { LeadFormOutcomeProps } from './LeadFormOutcome.js';
export { LeadFormOutcome } from './LeadFormOutcome.js';
export type { LeadForm, LeadFormOptions, LeadFormOutcome as LeadFormOutcomeState } from './useLeadForm.js';
export { useLeadForm } from './useLeadForm.js';
