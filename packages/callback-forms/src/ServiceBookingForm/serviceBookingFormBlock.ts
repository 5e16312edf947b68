import { defineBlock } from '@insurance-web/ui';
import { ServiceBookingForm } from './ServiceBookingForm.js';
import { serviceBookingFormContent } from './serviceBookingFormContent.js';

/** The service booking form as a page section; a form always hydrates (its code loads when it comes into view). */
export const serviceBookingFormBlock = defineBlock({
  type: 'forms.service-booking',
  label: 'Formulář: objednávka do servisu',
  content: serviceBookingFormContent,
  component: ServiceBookingForm,
  island: () => true,
});
