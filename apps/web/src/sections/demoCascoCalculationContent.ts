import { parseCascoCalculation } from '@insurance-web/casco-dialog';
import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';

/**
 * The content schema of `demo.casco-calculation`, apart from its component so that the CMS's
 * component generator (apps/cms/scripts) can import it under plain Node.
 */
export const demoCascoCalculationContent = z.pipe(
  z.object({
    calculation: contentFields.labelled(
      z.unknown(),
      'Kalkulace',
      'Ukázkový výpočet jako JSON: brand, age, value a price (Kč), případně discountPercent a allRisk.',
    ),
  }),
  z.transform((data, context) => {
    const calculation = parseCascoCalculation(data.calculation);
    if (!calculation) {
      context.issues.push({
        code: 'custom',
        input: data.calculation,
        path: ['calculation'],
        message: 'Kalkulace musí mít značku, stáří, hodnotu a cenu (nebo null).',
      });
      return z.NEVER;
    }
    return { calculation };
  }),
);
