import { defineBlock } from '@insurance-web/ui';
import { MeetingForm } from './MeetingForm.js';
import { digitalMeetingFormContent, techEventFormContent } from './meetingFormContent.js';

/** Registration for an event as a page section; a form always hydrates. */
export const techEventFormBlock = defineBlock({
  type: 'forms.tech-event',
  label: 'Formulář: registrace na akci',
  content: techEventFormContent,
  component: MeetingForm,
  island: () => true,
});

/** A digital meeting with a specialist as a page section; the same form, its own texts. */
export const digitalMeetingFormBlock = defineBlock({
  type: 'forms.digital-meeting',
  label: 'Formulář: digitální schůzka',
  content: digitalMeetingFormContent,
  component: MeetingForm,
  island: () => true,
});
