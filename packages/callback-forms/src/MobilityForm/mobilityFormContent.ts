import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { MobilityFormProps } from './MobilityForm.js';

const { labelled } = contentFields;

const fields = {
  heading: labelled(
    contentFields.optionalText(),
    'Nadpis',
    'Nepovinné. Prázdné: „Náhradní mobilita“, u záruky mobility „Záruka mobility“.',
  ),
  perex: formPerex(),
};

/** `forms.mobility`: an optional heading and perex over the mobility form. */
export const mobilityFormContent = z.pipe(
  z.object(fields),
  z.transform((data): Required<MobilityFormProps> => ({ ...data, variant: 'mobility' })),
);

/**
 * `forms.mobility-guarantee`: the same fields; the section's type, not an editor's flag, decides that
 * the form sends the mobility guarantee call.
 */
export const mobilityGuaranteeFormContent = z.pipe(
  z.object(fields),
  z.transform((data): Required<MobilityFormProps> => ({ ...data, variant: 'guarantee' })),
);
