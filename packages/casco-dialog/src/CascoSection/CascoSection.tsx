'use client';

import {
  containerClass,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
  useCalculation,
  useLocale,
} from '@insurance-web/ui';
import { useId, useMemo } from 'react';
import { CascoButton } from '../CascoButton/CascoButton.js';
import {
  CASCO_CALCULATOR,
  calculationLabel,
  parseCascoCalculation,
} from '../calculation/cascoCalculation.js';
import { cascoMessages } from '../messages.js';

export interface CascoSectionProps {
  /** Default: `Chcete havarijní pojištění na míru?`. */
  heading?: string;
  perex?: string;
  /** The button's text; default `Ozvěte se mi` with a calculation, `Chci poradit` without. */
  buttonLabel?: string;
  /**
   * The section follows the casco calculator: the calculation it published in this tab
   * (`publishCalculation` under `casco`) goes into the dialog. Off: the visitor describes the vehicle.
   */
  fromCalculator?: boolean;
}

/**
 * `casco.callback`: a heading, a text and the button that opens the casco dialog. The island is the
 * section and the button; the dialog's code loads when the visitor opens it. Following a calculator,
 * it names the calculation the dialog will carry, once the browser has told it (storage is not on
 * the server).
 */
export function CascoSection({ heading, perex, buttonLabel, fromCalculator = false }: CascoSectionProps) {
  const t = cascoMessages[useLocale()];
  const headingId = useId();
  const stored = useCalculation(CASCO_CALCULATOR);
  const calculation = useMemo(
    () => (fromCalculator && stored ? parseCascoCalculation(stored.arrangingForm) : null),
    [fromCalculator, stored],
  );
  const text = perex || t.sectionPerex;
  return (
    <section aria-labelledby={headingId} className={sectionSpacingClass}>
      <div className={`${containerClass} flex flex-col items-start gap-4`}>
        <SectionHeading id={headingId}>{heading || t.sectionHeading}</SectionHeading>
        {text ? <p className={`${sectionPerexClass} text-ink-muted`}>{text}</p> : null}
        {calculation ? (
          <p className="rounded-card border border-line bg-surface-muted px-4 py-3">
            {t.sectionCalculation(calculationLabel(calculation))}
          </p>
        ) : null}
        <CascoButton calculation={calculation}>{buttonLabel || undefined}</CascoButton>
      </div>
    </section>
  );
}
