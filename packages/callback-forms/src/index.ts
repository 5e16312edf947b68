// The public face of @insurance-web/callback-forms: the form sections for the host's registry, the
// forms and buttons a host renders with their props types, and the section shell and outcome dialogs
// of a host's own lead form (whose flow and fields are in `@insurance-web/callback-forms/leadForm`).
// Texts, content schemas, the service network and the forms' pure rules are internal.
// No "use client" here: the block definitions are plain values a Next.js server component reads; the
// component modules carry the directive themselves.

// The advisor modal (`forms.advisor`).
export type { AdvisorButtonProps, AdvisorModalProps, AdvisorSectionProps } from './AdvisorModal/index.js';
export { AdvisorButton, AdvisorModal, AdvisorSection, advisorSectionBlock } from './AdvisorModal/index.js';
// Lazy per-block loading (issue 25 point 8)
export { callbackFormBlockLoaders } from './blockLoaders.js';
// Form sections for the host's registry (`forms.<type>`); their browser loaders are in `./islands`.
export { callbackFormBlocks } from './blocks.js';
export type { CallbackButtonProps, CallbackModalProps } from './CallbackModal/index.js';
export { CallbackButton, CallbackModal } from './CallbackModal/index.js';
export type { CallbackSectionProps } from './CallbackSection/index.js';
export { CallbackSection, callbackSectionBlock } from './CallbackSection/index.js';
export type { CallMeFormProps } from './CallMeForm/index.js';
export { CallMeForm, callMeFormBlock } from './CallMeForm/index.js';
// The claim pages' request to be called and have a claim taken down (`forms.claim-report`).
export type { ClaimReportFormProps } from './ClaimReportForm/index.js';
export { ClaimReportForm, claimReportFormBlock } from './ClaimReportForm/index.js';
// A host's own lead form: its section (heading and perex beside the form) and its outcome dialogs.
export type { FormSectionProps } from './leadForm/FormSection.js';
export { FormSection } from './leadForm/FormSection.js';
export type { LeadFormOutcomeProps } from './leadForm/LeadFormOutcome.js';
export { LeadFormOutcome } from './leadForm/LeadFormOutcome.js';
// Tech-event registration and the digital meeting form (`forms.tech-event`, `forms.digital-meeting`).
export type { MeetingEvent, MeetingFormProps, MeetingVariant } from './MeetingForm/index.js';
export { digitalMeetingFormBlock, MeetingForm, techEventFormBlock } from './MeetingForm/index.js';
// The mobility form and the mobility guarantee form (SPEC §5 "Mobility form").
export type { MobilityFormProps, MobilityVariant } from './MobilityForm/index.js';
export { MobilityForm, mobilityFormBlock, mobilityGuaranteeFormBlock } from './MobilityForm/index.js';
export type { NeedHelpFormProps } from './NeedHelpForm/index.js';
export { NeedHelpForm, needHelpFormBlock } from './NeedHelpForm/index.js';
export type { QuestionFormProps } from './QuestionForm/index.js';
export { QuestionForm, questionFormBlock } from './QuestionForm/index.js';
export type { ServiceBookingFormProps } from './ServiceBookingForm/index.js';
export { ServiceBookingForm, serviceBookingFormBlock } from './ServiceBookingForm/index.js';
// The suitability record (`forms.suitability-record`).
export type { SuitabilityAudience, SuitabilityRecordFormProps } from './SuitabilityRecord/index.js';
export { SuitabilityRecordForm, suitabilityRecordBlock } from './SuitabilityRecord/index.js';
// The whistleblowing form (`forms.whistleblowing`, zákon č. 171/2023 Sb.).
export type { WhistleblowingFormProps } from './WhistleblowingForm/index.js';
export { WhistleblowingForm, whistleblowingFormBlock } from './WhistleblowingForm/index.js';
