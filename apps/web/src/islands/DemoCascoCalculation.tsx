import { CASCO_CALCULATOR, type CascoCalculation, calculationLabel } from '@insurance-web/casco-dialog';
import { containerClass, publishCalculation, useSite } from '@insurance-web/ui';
import { useEffect, useId } from 'react';

// The host's input exactly as given, haléře included (`1 234,50 Kč`), unlike validation's `formatCzk`,
// which rounds to whole crowns as the dialog shows a price. Made on first use, not as the module
// loads: ICU's set-up is main-thread work.
let czkFormat: Intl.NumberFormat | undefined;
function exactCzk(value: number): string {
  czkFormat ??= new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
  return czkFormat.format(value);
}

/**
 * The host's stand-in for a casco calculator on a demo page: it shows, as the host's input, the
 * calculation it passes on, and publishes it in the tab as a calculator would once it has calculated.
 * It calculates nothing: the price is the one it was given.
 */
export function DemoCascoCalculation({ calculation }: { calculation: CascoCalculation }) {
  const headingId = useId();
  const { clock } = useSite();
  useEffect(() => {
    publishCalculation({
      type: CASCO_CALCULATOR,
      arrangingForm: { ...calculation },
      summary: calculationLabel(calculation),
      calculatedAt: clock.now().toISOString(),
    });
  }, [calculation, clock]);
  const rows: [string, string][] = [
    ['Značka vozidla', calculation.brand],
    ['Stáří vozidla', calculation.age],
    [
      'Hodnota vozidla',
      typeof calculation.value === 'number' ? exactCzk(calculation.value) : calculation.value,
    ],
    ['Cena na 1 měsíc', calculation.price === null ? 'bez ceny' : exactCzk(calculation.price)],
    ['Sleva', calculation.discountPercent ? `${calculation.discountPercent} %` : 'bez slevy'],
    ['Pro případ havárie', calculation.allRisk ? 'ano' : 'ne'],
  ];
  return (
    // In ui's content container, a reading column from its left edge, like every block's heading.
    <aside aria-labelledby={headingId} className={`${containerClass} pt-10`}>
      <div data-section-box="" className="max-w-reading rounded-card border-2 border-dashed border-line p-5">
        <h2 id={headingId} className="text-xl font-bold">
          Ukázková kalkulace předaná webem
        </h2>
        <p className="mt-2 text-ink-muted">
          Tento ukázkový web nemá kalkulačku havarijního pojištění. Dialog níže proto dostává od webu tuto
          pevně zadanou kalkulaci, jako by ji spočítala kalkulačka; cenu nepočítá.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-ink-muted">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
