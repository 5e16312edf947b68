import { parseCascoCalculation } from '@insurance-web/casco-dialog';
import { defineBlock } from '@insurance-web/content-sections';
import * as z from 'zod/mini';
import { DemoCascoCalculation } from '../islands/DemoCascoCalculation';

/**
 * `demo.casco-calculation`, this host's own block: SPEC.md shows no casco calculator, so on the demo
 * page `/havarijko-na-mesic` the host hands the casco dialog a calculation of its own, says so on the
 * page, and publishes it in the tab as a calculator would (the `casco.callback` section follows it).
 */
export const demoCascoCalculationBlock = defineBlock({
  type: 'demo.casco-calculation',
  label: 'Ukázková kalkulace havarijního pojištění (hostitel)',
  content: z.pipe(
    z.object({ calculation: z.unknown() }),
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
  ),
  component: DemoCascoCalculation,
  island: () => true,
  // Published as soon as the page has loaded, as a calculator's result would already be there: a
  // visitor who jumps to the casco section finds the calculation in the dialog.
  hydrateOnLoad: true,
});
