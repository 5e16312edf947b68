import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { AdvisorSectionProps } from './AdvisorSection.js';

/**
 * `forms.advisor`: an optional heading, perex and button text, and the type of the calculator the
 * modal opens (lowercase letters, digits, hyphens; `vehicle` when empty).
 */
export const advisorSectionContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    buttonLabel: contentFields.optionalText(),
    calculator: contentFields.calculatorType('vehicle'),
  }),
  z.transform((data): Required<AdvisorSectionProps> => data),
);
