import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { CascoSectionProps } from './CascoSection.js';

const { labelled } = contentFields;

/**
 * `casco.callback`: an optional heading, perex and button text, and whether the section follows the
 * casco calculator (off by default: the dialog asks for the vehicle).
 */
export const cascoSectionContent = z.pipe(
  z.object({
    heading: labelled(
      contentFields.optionalText(),
      'Nadpis',
      'Nepovinné. Prázdné: „Chcete havarijní pojištění na míru?“.',
    ),
    perex: contentFields.perexWithDefault(),
    buttonLabel: labelled(
      contentFields.optionalText(),
      'Text tlačítka',
      'Nepovinné. Tlačítko, které otevře dialog. Prázdné: „Chci poradit“, po kalkulačce „Ozvěte se mi“.',
    ),
    fromCalculator: labelled(
      contentFields.flag(false),
      'Po kalkulačce',
      'Zapnuto: sekce navazuje na kalkulačku a dialog převezme její výpočet. Vypnuto: dialog se ptá na vozidlo.',
    ),
  }),
  z.transform((data): Required<CascoSectionProps> => data),
);
