import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { CallMeFormProps } from './CallMeForm.js';

/** `forms.call-me`: an optional heading and perex, and whether the contract number is asked for. */
export const callMeFormContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    withPolicyNumber: contentFields.flag(false),
  }),
  z.transform((data): Required<CallMeFormProps> => data),
);
