import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { NeedHelpFormProps } from './NeedHelpForm.js';

/** `forms.need-help`: an optional heading and perex. */
export const needHelpFormContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
  }),
  z.transform((data): Required<NeedHelpFormProps> => data),
);
