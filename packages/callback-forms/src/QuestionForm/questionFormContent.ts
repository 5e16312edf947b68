import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { QuestionFormProps } from './QuestionForm.js';

const { labelled } = contentFields;

/** `forms.question`: an optional heading and perex, and whether the contract number is asked for. */
export const questionFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Zeptejte se nás“.'),
    perex: labelled(
      contentFields.optionalText(),
      'Perex',
      'Nepovinné. Text pod nadpisem. Prázdné: výchozí text formuláře.',
    ),
    withPolicyNumber: labelled(
      contentFields.flag(false),
      'Číslo smlouvy',
      'Zapnuto: formulář se ptá i na číslo smlouvy (pro stávající klienty).',
    ),
  }),
  z.transform((data): Required<QuestionFormProps> => data),
);
