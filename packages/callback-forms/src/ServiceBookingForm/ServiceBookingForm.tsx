'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_INSURANCE_TYPES, sendServiceBooking } from '@insurance-web/api-client';
import {
  Button,
  Checkbox,
  Form,
  NativeSelect,
  PHONE_PREFIX,
  RadioGroup,
  RequiredNote,
  TextField,
  useLocale,
} from '@insurance-web/ui';
import {
  type ServiceBookingInput,
  type ServiceIdentification,
  serviceBookingSchema,
} from '@insurance-web/validation';
import { type ReactNode, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { BRAND_LABELS, branchesFor, SERVICE_BRANDS, SERVICE_LOCATIONS } from '../branches/serviceBranches.js';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { serviceBookingFormMessages } from './messages.js';
import {
  identificationsFor,
  isUnauthorisedService,
  keptCarShop,
  keptIdentification,
  serviceBookingFields,
} from './serviceBookingChoices.js';

export interface ServiceBookingFormProps {
  /** Default: `Objednávka do servisu`. */
  heading?: string;
  perex?: string;
}

const DEFAULT_VALUES = {
  location: '',
  brand: '',
  carShop: '',
  firstName: '',
  lastName: '',
  phoneNumber: PHONE_PREFIX,
  email: '',
  brokers: false,
  spz: '',
  brokerName: '',
  partnerId: '',
  insuranceType: '',
  identification: '',
  personalId: '',
  companyId: '',
  contractId: '',
  personalSpz: '',
  agreement2: false,
  agreement1: false,
};

/** Codes are typed with spaces as often as without; the schema strips them. */
const CODE_INPUT = { autoComplete: 'off', spellCheck: false } as const;
const IDENTIFICATION_INPUT: Record<ServiceIdentification, object> = {
  personalId: { ...CODE_INPUT, inputMode: 'numeric' },
  companyId: { ...CODE_INPUT, inputMode: 'numeric' },
  contractId: CODE_INPUT,
  personalSpz: { ...CODE_INPUT, autoCapitalize: 'characters' },
};

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-lg font-bold text-ink">{children}</h3>;
}

/**
 * The service booking form (SPEC §2 item 5, §3, §5): location and brand, then a car centre of the
 * service network that serves them, the contact, broker or not (a broker's plate and name, or the
 * visitor's insurance and one identification), and the consents.
 */
export function ServiceBookingForm({ heading, perex }: ServiceBookingFormProps) {
  const locale = useLocale();
  const t = serviceBookingFormMessages[locale];
  const f = leadFormMessages[locale];
  const resolver = useMemo(() => zodResolver(serviceBookingSchema(locale)), [locale]);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: 'service-booking',
    resolver,
    draft: { omit: ['personalId', 'companyId', 'contractId'] },
    defaultValues: DEFAULT_VALUES,
    // The fields on screen follow the visitor's choices.
    fields: (values: ServiceBookingInput) => serviceBookingFields(values),
    send: sendServiceBooking,
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, submitCount },
  } = form;
  const [location, brand, brokers, insuranceType, identification] = useWatch({
    control,
    name: ['location', 'brand', 'brokers', 'insuranceType', 'identification'],
  });

  const branches = branchesFor(location ?? '', brand ?? '');
  const chosenIdentification = identificationsFor(insuranceType ?? '').find((id) => id === identification);
  const carShopStatus =
    !location || !brand
      ? t.carShopPrompt
      : branches.length === 0
        ? t.carShopNone
        : t.carShopCount(branches.length);
  // A car centre chosen for another location or brand no longer stands.
  const keepCarShop = () => {
    const [nextLocation, nextBrand, carShop] = getValues(['location', 'brand', 'carShop']);
    const kept = keptCarShop(nextLocation ?? '', nextBrand ?? '', carShop ?? '');
    if (kept !== carShop) setValue('carShop', kept);
  };

  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
        <SubHeading>{t.carSection}</SubHeading>
        <div className="grid gap-5 sm:grid-cols-2">
          <NativeSelect
            label={t.location}
            required
            options={SERVICE_LOCATIONS.map((value) => ({ value, label: t.locations[value] }))}
            error={errors.location?.message}
            {...register('location', { onChange: keepCarShop })}
          />
          <NativeSelect
            label={t.brand}
            required
            options={SERVICE_BRANDS.map((value) => ({
              value,
              label: BRAND_LABELS[value] + (isUnauthorisedService(value) ? t.unauthorisedOption : ''),
            }))}
            error={errors.brand?.message}
            {...register('brand', { onChange: keepCarShop })}
          />
        </div>
        {/* In the page before its text, so that a screen reader announces the note when it appears. */}
        <div role="status">
          {brand && isUnauthorisedService(brand) ? (
            <p className="rounded-field border-2 border-line-strong bg-surface-muted p-3">
              {t.unauthorisedNote(BRAND_LABELS[brand as keyof typeof BRAND_LABELS] ?? brand)}
            </p>
          ) : null}
        </div>
        <Controller
          name="carShop"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              {...field}
              value={field.value ?? ''}
              legend={t.carShop}
              required
              variant="cards"
              hint={<span role="status">{carShopStatus}</span>}
              options={branches.map((branch) => ({
                value: branch.code,
                label: <span className="font-semibold">{branch.name}</span>,
                description: `${branch.address}, ${branch.address2}`,
              }))}
              error={fieldState.error?.message}
            />
          )}
        />

        <SubHeading>{t.contactSection}</SubHeading>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={f.firstName}
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={f.surname}
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <ContactFields
          register={register}
          errors={errors}
          email="email"
          phone="phoneNumber"
          layout="stacked"
          phoneFirst
        />

        <SubHeading>{t.insuranceSection}</SubHeading>
        <Checkbox
          label={t.broker}
          description={t.brokerDescription}
          error={errors.brokers?.message}
          {...register('brokers')}
        />
        {brokers ? (
          <>
            <TextField
              label={t.spz}
              required
              {...CODE_INPUT}
              autoCapitalize="characters"
              error={errors.spz?.message}
              {...register('spz')}
            />
            <TextField
              label={t.brokerName}
              required
              autoComplete="organization"
              error={errors.brokerName?.message}
              {...register('brokerName')}
            />
            <TextField
              label={t.partnerId}
              hint={t.partnerIdHint}
              {...CODE_INPUT}
              error={errors.partnerId?.message}
              {...register('partnerId')}
            />
          </>
        ) : (
          <>
            <NativeSelect
              label={t.insuranceType}
              required
              options={SERVICE_INSURANCE_TYPES.map((value) => ({ value, label: t.insuranceTypes[value] }))}
              error={errors.insuranceType?.message}
              {...register('insuranceType', {
                onChange: () => {
                  const [nextType, current] = getValues(['insuranceType', 'identification']);
                  const kept = keptIdentification(nextType ?? '', current ?? '');
                  if (kept !== current) setValue('identification', kept);
                },
              })}
            />
            <Controller
              name="identification"
              control={control}
              render={({ field, fieldState }) => (
                <RadioGroup
                  {...field}
                  value={field.value ?? ''}
                  legend={t.identification}
                  required
                  orientation="horizontal"
                  options={identificationsFor(insuranceType ?? '').map((value) => ({
                    value,
                    label: t.identifications[value],
                  }))}
                  error={fieldState.error?.message}
                />
              )}
            />
            {chosenIdentification ? (
              <TextField
                key={chosenIdentification}
                label={t.identificationFields[chosenIdentification]}
                hint={t.identificationHints[chosenIdentification]}
                required
                {...IDENTIFICATION_INPUT[chosenIdentification]}
                error={errors[chosenIdentification]?.message}
                {...register(chosenIdentification)}
              />
            ) : null}
          </>
        )}

        <ConsentFields register={register} errors={errors} personalData="agreement2" marketing="agreement1" />
        <Button type="submit" loading={sending} className="self-start">
          {f.submit}
        </Button>
      </Form>
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={t.successHeading}
        successText={t.successText}
      />
    </FormSection>
  );
}
