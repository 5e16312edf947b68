import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { QuestionFormProps } from './QuestionForm.js';

/** `forms.question`: an optional heading and perex, and whether the contract number is asked for. */
export const questionFormContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    withPolicyNumber: contentFields.flag(false),
  }),
  z.transform((data): Required<QuestionFormProps> => data),
);
