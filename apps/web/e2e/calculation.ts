import type { Page } from '@playwright/test';

/*
 * A vehicle calculation published the way a registered calculator does (ui's `publishCalculation`):
 * in the tab's session storage under `insurance-web:calculation:vehicle`, before the page's scripts
 * run. This site registers no calculator, so the suitability record has a calculation only so.
 */

export interface SeededCalculation {
  type: 'vehicle';
  arrangingForm: Record<string, unknown>;
  summary: string;
  calculatedAt: string;
}

/** A vehicle calculation as a calculator would publish it; `marker` finds its record in the sandbox. */
export function calculationFor(marker: string): SeededCalculation {
  return {
    type: 'vehicle',
    arrangingForm: {
      calculationId: marker,
      vehicle: { registrationPlate: '1AB2345', manufacturerModelCode: 'SKODA_OCTAVIA' },
      products: ['MTPL', 'CASCO'],
      getPackages: true,
      getLimits: true,
    },
    summary: 'Škoda Octavia, 1AB 2345: povinné ručení a havarijní pojištění',
    calculatedAt: '2026-11-25T08:12:00.000Z',
  };
}

export async function publishCalculation(page: Page, calculation: SeededCalculation): Promise<void> {
  await page.addInitScript((value) => {
    window.sessionStorage.setItem('insurance-web:calculation:vehicle', JSON.stringify(value));
  }, calculation);
}
