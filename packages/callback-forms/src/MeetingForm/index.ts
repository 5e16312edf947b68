export type { MeetingFormProps } from './MeetingForm.js';
export { MeetingForm } from './MeetingForm.js';
export { digitalMeetingFormBlock, techEventFormBlock } from './meetingFormBlock.js';
export { digitalMeetingFormContent, techEventFormContent } from './meetingFormContent.js';
export type { MeetingEvent, MeetingVariant } from './meetingOptions.js';
export { MEETING_VARIANTS, placeOptions } from './meetingOptions.js';
export type { MeetingFormMessages, MeetingVariantMessages } from './messages.js';
export { meetingFormMessages } from './messages.js';
