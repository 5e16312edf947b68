import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { askPolicyNumber, formPerex } from '../leadForm/contentFields.js';
import type { QuestionFormProps } from './QuestionForm.js';

const { labelled } = contentFields;

/** `forms.question`: an optional heading and perex, and whether the contract number is asked for. */
export const questionFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Zeptejte se nás“.'),
    perex: formPerex(),
    withPolicyNumber: askPolicyNumber(),
  }),
  z.transform((data): Required<QuestionFormProps> => data),
);
