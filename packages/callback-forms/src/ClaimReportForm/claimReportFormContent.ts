import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { formPerex } from '../leadForm/contentFields.js';
import type { ClaimReportFormProps } from './ClaimReportForm.js';

const { labelled } = contentFields;

/** `forms.claim-report`: an optional heading and perex, and the claims line the form offers for what cannot wait. */
export const claimReportFormContent = z.pipe(
  z.object({
    heading: labelled(
      contentFields.optionalText(),
      'Nadpis',
      'Nepovinné. Prázdné: „Požádat o nahlášení škody telefonem“.',
    ),
    perex: formPerex(),
    claimsPhone: labelled(
      contentFields.optionalText(),
      'Linka pro hlášení škod',
      'Nepovinné. Číslo nonstop linky (800 100 900): formulář ho nabídne pro to, co nepočká, i v poděkování. Prázdné: linku jen zmíní.',
    ),
  }),
  z.transform((data): Required<ClaimReportFormProps> => data),
);
