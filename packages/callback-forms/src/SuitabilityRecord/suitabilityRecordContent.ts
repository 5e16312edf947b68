import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { SuitabilityRecordFormProps } from './SuitabilityRecordForm.js';

/**
 * `forms.suitability-record`: an optional heading and perex, who fills the record in (`client`, or
 * `agent` on the agents' page: the own-record confirmation), and the calculator type whose
 * calculation the record belongs to (`vehicle` when empty).
 */
export const suitabilityRecordContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    audience: contentFields.choice(['client', 'agent'], 'client'),
    calculator: contentFields.calculatorType('vehicle'),
  }),
  z.transform((data): Required<SuitabilityRecordFormProps> => data),
);
