'use client';

import type { LeadForm } from '@insurance-web/callback-forms/leadForm';
import { DateField, Form, RequiredNote, TextField, useLocale } from '@insurance-web/ui';
import { type CascoEmailInput, type CascoEmailValues, PLATE_MAX_LENGTH } from '@insurance-web/validation';
import { Controller } from 'react-hook-form';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { cascoMessages } from '../messages.js';
import type { VehicleBrand } from '../vehicle/vehicleBrands.js';
import { SendControls } from './SendControls.js';
import { SummaryCard } from './SummaryCard.js';
import { VehicleFields } from './VehicleFields.js';

/** The e-mail tab's fields in reading order: a server error on one of them goes under it. */
export function emailTabFields(withCalculator: boolean) {
  const vehicle = withCalculator ? [] : (['brand', 'age', 'value', 'allRisk'] as const);
  return [
    ...vehicle,
    'name',
    'personalId',
    'zipCode',
    'spz',
    'startDate',
    'email',
    'marketingAgreement',
  ] as const;
}

export interface EmailTabProps
  extends Pick<LeadForm<CascoEmailInput, CascoEmailValues>, 'form' | 'submit' | 'sending' | 'outcome'> {
  calculation: CascoCalculation | null;
  brands: readonly VehicleBrand[] | undefined;
}

/**
 * `Ozvěte se na e-mail`: what the offer and the bonus calculation need. With a calculation its
 * summary (without the value); without, the make, the age and the exact value.
 */
export function EmailTab({ form, submit, sending, outcome, calculation, brands }: EmailTabProps) {
  const t = cascoMessages[useLocale()];
  const {
    register,
    control,
    formState: { errors, submitCount },
  } = form;
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-bold">{t.emailHeading}</h3>
      <RequiredNote>{t.requiredNote}</RequiredNote>
      {calculation ? <SummaryCard calculation={calculation} showValue={false} /> : null}
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        {calculation ? null : (
          <VehicleFields register={register} errors={errors} brands={brands} value="exact" />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.name}
            required
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t.personalId}
            hint={t.personalIdHint}
            required
            autoComplete="off"
            error={errors.personalId?.message}
            {...register('personalId')}
          />
          <TextField
            label={t.zipCode}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <TextField
            label={t.spz}
            required
            maxLength={PLATE_MAX_LENGTH}
            autoCapitalize="characters"
            error={errors.spz?.message}
            {...register('spz')}
          />
          <Controller
            name="startDate"
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label={t.startDate}
                hint={t.startDateHint}
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            type="email"
            label={t.email}
            required
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <SendControls register={register} errors={errors} sending={sending} offline={outcome === 'offline'} />
      </Form>
    </div>
  );
}
