// The browser side of the form sections: `@insurance-web/callback-forms/islands`. Dynamic imports
// only, so a page downloads the code of the forms it has, and no content schema reaches the browser.
import type { IslandLoaders } from '@insurance-web/ui';

/** Loaders of this package's form sections, by CMS type. */
export const callbackFormIslands: IslandLoaders = {
  'forms.callback': () => import('./CallbackSection/CallbackSection.js').then((m) => m.CallbackSection),
  'forms.question': () => import('./QuestionForm/QuestionForm.js').then((m) => m.QuestionForm),
  'forms.tech-event': () => import('./MeetingForm/MeetingForm.js').then((m) => m.MeetingForm),
  'forms.digital-meeting': () => import('./MeetingForm/MeetingForm.js').then((m) => m.MeetingForm),
  'forms.call-me': () => import('./CallMeForm/CallMeForm.js').then((m) => m.CallMeForm),
  'forms.need-help': () => import('./NeedHelpForm/NeedHelpForm.js').then((m) => m.NeedHelpForm),
  'forms.service-booking': () =>
    import('./ServiceBookingForm/ServiceBookingForm.js').then((m) => m.ServiceBookingForm),
  'forms.mobility': () => import('./MobilityForm/MobilityForm.js').then((m) => m.MobilityForm),
  'forms.mobility-guarantee': () => import('./MobilityForm/MobilityForm.js').then((m) => m.MobilityForm),
  'forms.advisor': () => import('./AdvisorModal/AdvisorSection.js').then((m) => m.AdvisorSection),
  'forms.suitability-record': () =>
    import('./SuitabilityRecord/SuitabilityRecordForm.js').then((m) => m.SuitabilityRecordForm),
  'forms.whistleblowing': () =>
    import('./WhistleblowingForm/WhistleblowingForm.js').then((m) => m.WhistleblowingForm),
  'forms.claim-report': () => import('./ClaimReportForm/ClaimReportForm.js').then((m) => m.ClaimReportForm),
};
