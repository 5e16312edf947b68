export type { ServiceBookingFormMessages } from './messages.js';
export { serviceBookingFormMessages } from './messages.js';
export type { ServiceBookingFormProps } from './ServiceBookingForm.js';
export { ServiceBookingForm } from './ServiceBookingForm.js';
export { serviceBookingFormBlock } from './serviceBookingFormBlock.js';
export { serviceBookingFormContent } from './serviceBookingFormContent.js';
