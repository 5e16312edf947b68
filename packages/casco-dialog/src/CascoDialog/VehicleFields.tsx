import { Checkbox, NativeSelect, TextField, useLocale } from '@insurance-web/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { cascoMessages } from '../messages.js';
import type { VehicleBrand } from '../vehicle/vehicleBrands.js';
import { AGE_OPTIONS, brandOptions, VALUE_OPTIONS } from '../vehicle/vehicleChoices.js';

/** The vehicle fields both tabs share when there is no calculation. */
export interface VehicleValues {
  brand?: string;
  age?: string;
  value?: string;
  allRisk?: boolean;
}

export interface VehicleFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: both tabs' forms, each with the vehicle fields
  register: UseFormRegister<any>;
  errors: FieldErrors<VehicleValues>;
  brands: readonly VehicleBrand[] | undefined;
  /** `band`: the value as one of the nine bands (phone tab); `exact`: typed in Kč (e-mail tab). */
  value: 'band' | 'exact';
}

/**
 * Without a calculator the visitor tells us the vehicle (SPEC §2 item 11): make (about 85 and
 * `Ostatní`), age (15 bands), the value as a band on the phone tab or exactly on the e-mail tab, and
 * whether accidents are to be covered (`carAccident`).
 * Native selects: the phone's own picker, and no extra script in the dialog.
 */
export function VehicleFields({ register, errors, brands, value }: VehicleFieldsProps) {
  const t = cascoMessages[useLocale()];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NativeSelect
        label={t.brand}
        options={brandOptions(brands)}
        required
        error={errors.brand?.message}
        {...register('brand')}
      />
      <NativeSelect
        label={t.age}
        options={AGE_OPTIONS}
        required
        error={errors.age?.message}
        {...register('age')}
      />
      {value === 'band' ? (
        <NativeSelect
          label={t.value}
          options={VALUE_OPTIONS}
          required
          error={errors.value?.message}
          className="sm:col-span-2"
          {...register('value')}
        />
      ) : (
        <TextField
          label={t.exactValue}
          hint={t.exactValueHint}
          inputMode="numeric"
          required
          error={errors.value?.message}
          className="sm:col-span-2"
          {...register('value')}
        />
      )}
      <Checkbox
        label={t.allRisk}
        error={errors.allRisk?.message}
        className="sm:col-span-2"
        {...register('allRisk')}
      />
    </div>
  );
}
