import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { ServiceBookingFormProps } from './ServiceBookingForm.js';

/** `forms.service-booking`: an optional heading and perex; the service network is the code's (SPEC §3). */
export const serviceBookingFormContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
  }),
  z.transform((data): Required<ServiceBookingFormProps> => data),
);
