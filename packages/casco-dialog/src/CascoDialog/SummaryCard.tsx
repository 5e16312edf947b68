import { useLocale } from '@insurance-web/ui';
import { useId } from 'react';
import {
  type CascoCalculation,
  discountPercentOf,
  monthlyPriceText,
  summaryValue,
} from '../calculation/cascoCalculation.js';
import { cascoMessages } from '../messages.js';

export interface SummaryCardProps {
  calculation: CascoCalculation;
  /** The phone tab shows the value; the e-mail tab does not (SPEC §2 item 11). */
  showValue: boolean;
}

/**
 * What the calculator worked out, above the form: make, age, (value,) and the indicative price for
 * one month in whole Kč, with the discount it includes. A list of terms, so that a screen reader
 * reads each label with its value.
 */
export function SummaryCard({ calculation, showValue }: SummaryCardProps) {
  const t = cascoMessages[useLocale()];
  const headingId = useId();
  // A discount of no price means nothing: it is mentioned only beside a price.
  const discount = calculation.price ? discountPercentOf(calculation) : null;
  const rows: [string, string][] = [
    [t.summaryBrand, calculation.brand],
    [t.summaryAge, calculation.age],
  ];
  if (showValue) rows.push([t.summaryValue, summaryValue(calculation.value)]);
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface-muted p-4">
      <h4 id={headingId} className="font-semibold">
        {t.summaryHeading}
      </h4>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-sm text-ink-muted">{t.summaryPrice}</dt>
          <dd>
            <span className="text-2xl font-bold text-brand">{monthlyPriceText(calculation.price)}</span>
            {/* A real space: the line reads `1 235 Kč (včetně slevy 10 %)`, not `Kč(včetně`. */}
            {discount ? (
              <>
                {' '}
                <span className="ms-1 text-ink-muted">{t.discount(discount)}</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
