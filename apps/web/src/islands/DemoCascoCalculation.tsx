import {
  CASCO_CALCULATOR,
  type CascoCalculation,
  calculationLabel,
  discountPercentOf,
  monthlyPriceText,
} from '@insurance-web/casco-dialog';
import { containerClass, publishCalculation, useSite } from '@insurance-web/ui';
import { formatCzk, formatPercent, NBSP } from '@insurance-web/validation';
import { useEffect, useId } from 'react';

/**
 * A worked example of a Havarijko price, as an insurer shows one beside its offer: the vehicle, the
 * cover and the monthly price with the discount it includes, in the same figures the casco dialog then
 * shows (whole Kč, as SPEC rounds the dialog's price). It also publishes the calculation in the tab as
 * a calculator would, so the casco section below offers the call-back for this example. It calculates
 * nothing: the price is the one the content gives.
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
  const discount = calculation.price ? discountPercentOf(calculation) : null;
  // A band (`více než 401 000`) is text already; a number is an amount like any other.
  const value =
    typeof calculation.value === 'number' ? formatCzk(calculation.value) : `${calculation.value}${NBSP}Kč`;
  const rows: [string, string][] = [
    ['Značka vozidla', calculation.brand],
    ['Stáří vozidla', calculation.age],
    ['Hodnota vozidla', value],
    [
      'Pojištění kryje',
      calculation.allRisk ? 'havárii, odcizení, živly a vandalismus' : 'odcizení, živly a vandalismus',
    ],
  ];
  return (
    // In ui's content container, filling its row like every block: on a desktop, what it is on the
    // left and the figures on the right.
    <aside aria-labelledby={headingId} className={`${containerClass} pt-10`}>
      <div
        data-section-box=""
        className="grid gap-4 rounded-card border border-line bg-surface-muted p-5 desktop:grid-cols-[1fr_2fr] desktop:gap-10"
      >
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            Příklad kalkulace Havarijka
          </h2>
          <p className="mt-2 text-ink-muted">
            Kolik zaplatíte za měsíc: cenu pro vaše auto spočítá poradce, až vám zavolá.
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([term, description]) => (
            <div key={term}>
              <dt className="text-sm text-ink-muted">{term}</dt>
              <dd className="font-semibold">{description}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-muted">Cena na 1 měsíc</dt>
            <dd>
              <span className="text-2xl font-bold text-brand">{monthlyPriceText(calculation.price)}</span>
              {/* A real space before the discount: the line reads `1 235 Kč včetně…`, not `Kčvčetně…`. */}
              {discount ? (
                <>
                  {' '}
                  <span className="ms-1 text-ink-muted">
                    včetně slevy {formatPercent(discount)} pro nové klienty
                  </span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}
