import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { WhistleblowingFormProps } from './WhistleblowingForm.js';

const { labelled } = contentFields;

/** `forms.whistleblowing`: an optional heading and perex; the fields follow the law, not the editor. */
export const whistleblowingFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Podat oznámení online“.'),
    perex: formPerex(),
  }),
  z.transform((data): Required<WhistleblowingFormProps> => data),
);
