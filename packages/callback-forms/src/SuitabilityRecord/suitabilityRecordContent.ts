import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { SuitabilityRecordFormProps } from './SuitabilityRecordForm.js';

const { labelled } = contentFields;

/**
 * `forms.suitability-record`: an optional heading and perex, who fills the record in (`client`, or
 * `agent` on the agents' page: the own-record confirmation), and the calculator type whose
 * calculation the record belongs to (`vehicle` when empty).
 */
export const suitabilityRecordContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Záznam z jednání“.'),
    perex: labelled(
      contentFields.optionalText(),
      'Perex',
      'Nepovinné. Text pod nadpisem. Prázdné: výchozí text podle toho, kdo záznam vyplňuje.',
    ),
    audience: labelled(
      contentFields.choice(['client', 'agent'], 'client'),
      'Kdo vyplňuje',
      'client = klient (výchozí); agent = poradce, který navíc potvrdí, že jde o jeho vlastní záznam.',
    ),
    calculator: labelled(
      contentFields.calculatorType('vehicle'),
      'Typ kalkulačky',
      'Nepovinné. Kalkulačka, k jejímuž výpočtu záznam patří (malá písmena, číslice, pomlčky). Prázdné: vehicle.',
    ),
  }),
  z.transform((data): Required<SuitabilityRecordFormProps> => data),
);
