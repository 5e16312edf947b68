import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { askPolicyNumber, formPerex } from '../leadForm/contentFields.js';
import type { CallMeFormProps } from './CallMeForm.js';

const { labelled } = contentFields;

/** `forms.call-me`: an optional heading and perex, and whether the contract number is asked for. */
export const callMeFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Ozveme se vám“.'),
    perex: formPerex(),
    withPolicyNumber: askPolicyNumber(),
  }),
  z.transform((data): Required<CallMeFormProps> => data),
);
