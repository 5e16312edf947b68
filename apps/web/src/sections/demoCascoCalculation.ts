import { defineBlock } from '@insurance-web/ui';
import { DemoCascoCalculation } from '../islands/DemoCascoCalculation';
import { demoCascoCalculationContent } from './demoCascoCalculationContent';

/**
 * `demo.casco-calculation`, this host's own block: SPEC.md shows no casco calculator, so on
 * `/havarijko-na-mesic` the host shows a worked example of the price (the figures the dialog shows)
 * and publishes it in the tab as a calculator would (the `casco.callback` section follows it).
 */
export const demoCascoCalculationBlock = defineBlock({
  type: 'demo.casco-calculation',
  label: 'Ukázková kalkulace havarijního pojištění (hostitel)',
  content: demoCascoCalculationContent,
  component: DemoCascoCalculation,
  island: () => true,
  // Published as soon as the page has loaded, as a calculator's result would already be there: a
  // visitor who jumps to the casco section finds the calculation in the dialog.
  hydrateOnLoad: true,
});
