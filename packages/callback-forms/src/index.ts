// The public face of @insurance-web/callback-forms: components first, their props types after.
// No "use client" here: this index also exports plain functions (`splitByFields`, `siteApiConfig`…)
// that a Next.js server component may call; the component modules carry the directive themselves.

/** Moved to `@insurance-web/api-client`, where every package finds it; re-exported for existing hosts. */
export { siteApiConfig } from '@insurance-web/api-client';
// The advisor modal (`forms.advisor`) and the suitability record (`forms.suitability-record`).
export type {
  AdvisorButtonProps,
  AdvisorMessages,
  AdvisorModalProps,
  AdvisorSectionProps,
} from './AdvisorModal/index.js';
export {
  AdvisorButton,
  AdvisorModal,
  AdvisorSection,
  advisorMessages,
  advisorSectionBlock,
  advisorSectionContent,
} from './AdvisorModal/index.js';
// Lazy per-block loading (issue 25 point 8)
export { callbackFormBlockLoaders } from './blockLoaders.js';
// Form sections for the host's registry (`forms.<type>`); their browser loaders are in `./islands`.
export { callbackFormBlocks } from './blocks.js';
// The service network the booking and mobility forms choose from (SPEC §3).
export type { Brand, ServiceBranch, ServiceLocation } from './branches/serviceBranches.js';
export {
  BRAND_LABELS,
  BRANDS,
  branchesFor,
  brandsValue,
  MOBILITY_BRANDS,
  MOBILITY_LOCATIONS,
  SERVICE_BRANCHES,
  SERVICE_BRANDS,
  SERVICE_LOCATIONS,
  UNAUTHORISED_SERVICE_BRANDS,
} from './branches/serviceBranches.js';
export type { CallbackButtonProps, CallbackField, CallbackModalProps } from './CallbackModal/index.js';
export {
  CALLBACK_FIELD_NAMES,
  CALLBACK_FIELDS,
  CallbackButton,
  CallbackModal,
  toCallbackValues,
} from './CallbackModal/index.js';
export type { CallbackSectionProps } from './CallbackSection/index.js';
export { CallbackSection, callbackSectionBlock, callbackSectionContent } from './CallbackSection/index.js';
export type { CallMeFormMessages, CallMeFormProps } from './CallMeForm/index.js';
export { CallMeForm, callMeFormBlock, callMeFormContent, callMeFormMessages } from './CallMeForm/index.js';
// The flow every lead form shares, for hosts that build a form of their own the same way.
export type { FormSectionProps } from './leadForm/FormSection.js';
export { FormSection } from './leadForm/FormSection.js';
export type { LeadForm, LeadFormMessages, LeadFormOptions } from './leadForm/index.js';
export { leadFormMessages, splitByFields, useLeadForm } from './leadForm/index.js';
export type { LeadFormOutcomeProps } from './leadForm/LeadFormOutcome.js';
export { LeadFormOutcome, preloadLeadFormDialogs } from './leadForm/LeadFormOutcome.js';
// Tech-event registration and the digital meeting form (`forms.tech-event`, `forms.digital-meeting`).
export type {
  MeetingEvent,
  MeetingFormMessages,
  MeetingFormProps,
  MeetingVariant,
  MeetingVariantMessages,
} from './MeetingForm/index.js';
export {
  digitalMeetingFormBlock,
  digitalMeetingFormContent,
  MEETING_VARIANTS,
  MeetingForm,
  meetingFormMessages,
  placeOptions,
  techEventFormBlock,
  techEventFormContent,
} from './MeetingForm/index.js';
// The mobility form and the mobility guarantee form (SPEC §5 "Mobility form").
export type {
  BranchChoice,
  MobilityField,
  MobilityFormMessages,
  MobilityFormProps,
  MobilityVariant,
  MobilityVariantMessages,
} from './MobilityForm/index.js';
export {
  branchChoice,
  keptBranch,
  MobilityForm,
  mobilityFields,
  mobilityFormBlock,
  mobilityFormContent,
  mobilityFormMessages,
  mobilityGuaranteeFormBlock,
  mobilityGuaranteeFormContent,
} from './MobilityForm/index.js';
export type { CallbackMessages } from './messages.js';
export { callbackMessages } from './messages.js';
export type { NeedHelpFormMessages, NeedHelpFormProps } from './NeedHelpForm/index.js';
export {
  NeedHelpForm,
  needHelpFormBlock,
  needHelpFormContent,
  needHelpFormMessages,
} from './NeedHelpForm/index.js';
export type { QuestionFormMessages, QuestionFormProps } from './QuestionForm/index.js';
export {
  QuestionForm,
  questionFormBlock,
  questionFormContent,
  questionFormMessages,
} from './QuestionForm/index.js';
export type { ServiceBookingFormMessages, ServiceBookingFormProps } from './ServiceBookingForm/index.js';
export {
  ServiceBookingForm,
  serviceBookingFormBlock,
  serviceBookingFormContent,
  serviceBookingFormMessages,
} from './ServiceBookingForm/index.js';
export type {
  SuitabilityAudience,
  SuitabilityRecordField,
  SuitabilityRecordFormProps,
  SuitabilityRecordMessages,
} from './SuitabilityRecord/index.js';
export {
  calculatedAtText,
  SuitabilityRecordForm,
  suitabilityRecordBlock,
  suitabilityRecordContent,
  suitabilityRecordFields,
  suitabilityRecordLabel,
  suitabilityRecordMessages,
} from './SuitabilityRecord/index.js';
// The whistleblowing form (`forms.whistleblowing`, zákon č. 171/2023 Sb.).
export type { WhistleblowingFormMessages, WhistleblowingFormProps } from './WhistleblowingForm/index.js';
export {
  WhistleblowingForm,
  whistleblowingFormBlock,
  whistleblowingFormContent,
  whistleblowingFormMessages,
} from './WhistleblowingForm/index.js';
