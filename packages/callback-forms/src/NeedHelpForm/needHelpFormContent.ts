import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { NeedHelpFormProps } from './NeedHelpForm.js';

const { labelled } = contentFields;

/** `forms.need-help`: an optional heading and perex. */
export const needHelpFormContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Potřebujete pomoc?“.'),
    perex: formPerex(),
  }),
  z.transform((data): Required<NeedHelpFormProps> => data),
);
