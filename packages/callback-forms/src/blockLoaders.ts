// Every form of `blocks.ts`, loaded when a page renders it: for a renderer in the browser
// (content-sections' `<LazySections>`), which then downloads only the page's own forms.
// Same types as `callbackFormBlocks` (apps/web/src/sections/blockLists.test.ts checks it).
import type { BlockLoaders } from '@insurance-web/ui';

/** Loaders of this package's block definitions (schema and component), by CMS type: one chunk each. */
export const callbackFormBlockLoaders: BlockLoaders = {
  'forms.callback': () =>
    import('./CallbackSection/callbackSectionBlock.js').then((m) => m.callbackSectionBlock),
  'forms.question': () => import('./QuestionForm/questionFormBlock.js').then((m) => m.questionFormBlock),
  'forms.tech-event': () => import('./MeetingForm/meetingFormBlock.js').then((m) => m.techEventFormBlock),
  'forms.digital-meeting': () =>
    import('./MeetingForm/meetingFormBlock.js').then((m) => m.digitalMeetingFormBlock),
  'forms.call-me': () => import('./CallMeForm/callMeFormBlock.js').then((m) => m.callMeFormBlock),
  'forms.need-help': () => import('./NeedHelpForm/needHelpFormBlock.js').then((m) => m.needHelpFormBlock),
  'forms.service-booking': () =>
    import('./ServiceBookingForm/serviceBookingFormBlock.js').then((m) => m.serviceBookingFormBlock),
  'forms.mobility': () => import('./MobilityForm/mobilityFormBlock.js').then((m) => m.mobilityFormBlock),
  'forms.mobility-guarantee': () =>
    import('./MobilityForm/mobilityFormBlock.js').then((m) => m.mobilityGuaranteeFormBlock),
  'forms.advisor': () => import('./AdvisorModal/advisorSectionBlock.js').then((m) => m.advisorSectionBlock),
  'forms.suitability-record': () =>
    import('./SuitabilityRecord/suitabilityRecordBlock.js').then((m) => m.suitabilityRecordBlock),
  'forms.whistleblowing': () =>
    import('./WhistleblowingForm/whistleblowingFormBlock.js').then((m) => m.whistleblowingFormBlock),
  'forms.claim-report': () =>
    import('./ClaimReportForm/claimReportFormBlock.js').then((m) => m.claimReportFormBlock),
};
