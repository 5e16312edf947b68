'use client';

import type { LeadForm } from '@insurance-web/callback-forms/leadForm';
import { Form, PhoneField, TextField, telHref, useLocale, useSite } from '@insurance-web/ui';
import type { CascoPhoneInput, CascoPhoneValues } from '@insurance-web/validation';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { cascoMessages } from '../messages.js';
import type { VehicleBrand } from '../vehicle/vehicleBrands.js';
import { SendControls } from './SendControls.js';
import { SummaryCard } from './SummaryCard.js';
import { VehicleFields } from './VehicleFields.js';

/** The phone tab's fields in reading order: a server error on one of them goes under it. */
export function phoneTabFields(withCalculator: boolean) {
  const vehicle = withCalculator ? [] : (['brand', 'age', 'value', 'allRisk'] as const);
  return [...vehicle, 'name', 'phoneNumber', 'marketingAgreement'] as const;
}

export interface PhoneTabProps
  extends Pick<LeadForm<CascoPhoneInput, CascoPhoneValues>, 'form' | 'submit' | 'sending' | 'outcome'> {
  calculation: CascoCalculation | null;
  brands: readonly VehicleBrand[] | undefined;
}

/**
 * `Zavolejte mi`: the call centre's number for those who would rather call now, the calculation's
 * summary (or the vehicle's fields), then the first name and the phone number.
 */
export function PhoneTab({ form, submit, sending, outcome, calculation, brands }: PhoneTabProps) {
  const t = cascoMessages[useLocale()];
  const { config } = useSite();
  const {
    register,
    formState: { errors, submitCount },
  } = form;
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-bold">{t.phoneHeading}</h3>
      <p className="text-ink-muted">
        {t.phoneHintBefore}{' '}
        <a
          href={telHref(config.brand.phone)}
          className="whitespace-nowrap font-semibold text-brand underline"
        >
          {config.brand.phone}
        </a>{' '}
        {t.phoneHintAfter}
      </p>
      {calculation ? <SummaryCard calculation={calculation} showValue /> : null}
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        {calculation ? null : (
          <VehicleFields register={register} errors={errors} brands={brands} value="band" />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.name}
            required
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <PhoneField
            label={t.phone}
            required
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </div>
        <SendControls register={register} errors={errors} sending={sending} offline={outcome === 'offline'} />
      </Form>
    </div>
  );
}
