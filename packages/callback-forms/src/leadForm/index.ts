// The entry `@insurance-web/callback-forms/leadForm`: the one lead-form submit flow and the shared
// contact and consent fields, which the casco dialog uses too (CONTRIBUTING.md, "Which package may
// import which"). Only these: a dependant loads none of the forms, and none of the site forms'
// outcome dialogs or section shell (the package's index exports `LeadFormOutcome` and `FormSection`).
// No "use client" here (plain `splitByFields`); the component and hook modules carry it themselves.
export type { ConsentFieldsProps } from './ConsentFields.js';
export { ConsentFields } from './ConsentFields.js';
export type { ContactFieldsProps } from './ContactFields.js';
export { ContactFields } from './ContactFields.js';
export { splitByFields } from './fieldErrorSplit.js';
export type { LeadFormMessages } from './messages.js';
export { leadFormMessages } from './messages.js';
export { OfflineNotice } from './OfflineNotice.js';
export type { LeadForm, LeadFormOptions, LeadFormOutcome as LeadFormOutcomeState } from './useLeadForm.js';
export { useLeadForm } from './useLeadForm.js';
