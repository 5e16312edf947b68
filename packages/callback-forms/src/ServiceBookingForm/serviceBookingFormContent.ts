import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { ServiceBookingFormProps } from './ServiceBookingForm.js';

const { labelled } = contentFields;

/** `forms.service-booking`: an optional heading and perex; the service network is the code's (SPEC §3). */
export const serviceBookingFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Objednávka do servisu“.'),
    perex: formPerex(),
  }),
  z.transform((data): Required<ServiceBookingFormProps> => data),
);
