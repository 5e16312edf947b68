import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { AdvisorSectionProps } from './AdvisorSection.js';

const { labelled } = contentFields;

/**
 * `forms.advisor`: an optional heading, perex and button text, and the type of the calculator the
 * modal opens (lowercase letters, digits, hyphens; `vehicle` when empty).
 */
export const advisorSectionContent = z.pipe(
  z.object({
    heading: labelled(
      contentFields.optionalText(),
      'Nadpis',
      'Nepovinné. Prázdné: „Nevíte si rady s pojištěním auta?“.',
    ),
    perex: contentFields.perexWithDefault(),
    buttonLabel: labelled(
      contentFields.optionalText(),
      'Text tlačítka',
      'Nepovinné. Tlačítko, které otevře okno poradce. Prázdné: „Chci poradit s pojištěním auta“.',
    ),
    calculator: labelled(
      contentFields.calculatorType('vehicle'),
      'Typ kalkulačky',
      'Nepovinné. Kalkulačka, kterou poradce otevře (malá písmena, číslice, pomlčky). Prázdné: vehicle.',
    ),
  }),
  z.transform((data): Required<AdvisorSectionProps> => data),
);
