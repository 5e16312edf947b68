'use client';

import { Button, createModuleLoader, useCalculation, useLazyModule, useLocale } from '@insurance-web/ui';
import { useRef } from 'react';
import { FormSection } from '../leadForm/FormSection.js';
import { lazyLoadMessages } from '../leadForm/lazyMessages.js';
import { suitabilityRecordMessages } from './messages.js';
import type { SuitabilityAudience } from './suitabilityRecordFields.js';

// The form, its schema and the API client load once there is a calculation to make a record of.
export const recordForm = createModuleLoader(() =>
  import('./RecordForm.js').then((module) => module.RecordForm),
);

export interface SuitabilityRecordFormProps {
  /** Default: `Záznam z jednání`. */
  heading?: string;
  perex?: string;
  /** `agent`: the agents' page, with the required own-record confirmation (SPEC §5, §6). */
  audience?: SuitabilityAudience;
  /** The calculator type whose calculation the record belongs to; default `vehicle`. */
  calculator?: string;
}

/**
 * The suitability record of a vehicle calculation (SPEC §2 item 15, §5, §7): request,
 * recommendation (≥ 11), difference (≥ 6, `Nejsou` by default) and, for agents, the own-record
 * confirmation. It belongs to the calculation the registered calculator published
 * (`useCalculation`); without one it says so and offers nothing. A valid submit generates the PDF
 * (`zaznam_z_jednani.pdf`) from the calculation's arranging form and the record, and downloads it.
 */
export function SuitabilityRecordForm({
  heading,
  perex,
  audience = 'client',
  calculator = 'vehicle',
}: SuitabilityRecordFormProps) {
  const locale = useLocale();
  const t = suitabilityRecordMessages[locale];
  const calculation = useCalculation(calculator);
  const form = useLazyModule(recordForm, Boolean(calculation));
  const RecordForm = form.loaded;
  // The place of the form, whatever it shows: `Zkusit znovu` gives way to the loading state and then
  // the form, so the focus waits here instead of falling to the page with the button.
  const place = useRef<HTMLDivElement>(null);
  return (
    <FormSection
      heading={heading || t.heading}
      perex={perex || (audience === 'agent' ? t.perexAgent : t.perex)}
    >
      <div ref={place} tabIndex={-1} className="rounded-card outline-offset-4">
        {calculation === null ? (
          <div className="flex min-h-24 flex-col gap-2">
            <h3 className="text-xl font-bold text-ink">{t.noCalculationHeading}</h3>
            <p>{t.noCalculationText}</p>
          </div>
        ) : calculation && RecordForm ? (
          <RecordForm calculation={calculation} audience={audience} />
        ) : (
          // Storage is read in the browser only, then the form's code loads: until then, neither the
          // form nor "no calculation". One status region, whose text changes if the code cannot load.
          <div className="flex min-h-24 flex-col items-start justify-center gap-3">
            <p role="status" className="flex items-center gap-3 text-ink-muted">
              {form.failed ? null : (
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-t-transparent"
                />
              )}
              {form.failed ? lazyLoadMessages[locale].formLoadFailed : t.loadingCalculation}
            </p>
            {form.failed ? (
              <Button
                variant="secondary"
                onClick={() => {
                  place.current?.focus();
                  form.retry();
                }}
              >
                {lazyLoadMessages[locale].retry}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </FormSection>
  );
}
