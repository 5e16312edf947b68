import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { CascoSectionProps } from './CascoSection.js';

/**
 * `casco.callback`: an optional heading, perex and button text, and whether the section follows the
 * casco calculator (off by default: the dialog asks for the vehicle).
 */
export const cascoSectionContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    buttonLabel: contentFields.optionalText(),
    fromCalculator: contentFields.flag(false),
  }),
  z.transform((data): Required<CascoSectionProps> => data),
);
