'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApiConfig,
  type CallOptions,
  mobilityFieldNames,
  sendMobility,
  sendMobilityGuarantee,
} from '@insurance-web/api-client';
import {
  Button,
  Checkbox,
  Form,
  NativeSelect,
  PHONE_PREFIX,
  RadioGroup,
  RequiredNote,
  TextField,
  telHref,
  useLocale,
  useSite,
  useUiMessages,
} from '@insurance-web/ui';
import {
  MOBILITY_IDENTIFICATIONS,
  MOBILITY_INSURANCE_TYPES,
  type MobilityInput,
  type MobilityValues,
  messagesFor,
  mobilitySchema,
} from '@insurance-web/validation';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { mobilityFormMessages } from './messages.js';
import {
  branchChoice,
  identificationAllowed,
  isIdentification,
  keptBranch,
  MOBILITY_BRAND_OPTIONS,
  MOBILITY_LOCATION_OPTIONS,
  mobilityFields,
  withServedBranch,
} from './mobilityChoices.js';

/** `mobility`: the mobility form's call; `guarantee`: the mobility guarantee's (SPEC §7). */
export type MobilityVariant = 'mobility' | 'guarantee';

export interface MobilityFormProps {
  /** Default: `Náhradní mobilita`, or `Záruka mobility` for the guarantee. */
  heading?: string;
  perex?: string;
  /** Which call the form makes, and the texts that go with it. Default `mobility`. */
  variant?: MobilityVariant;
}

const CALLS: Record<
  MobilityVariant,
  { label: string; send: (api: ApiConfig, values: MobilityValues, options: CallOptions) => Promise<void> }
> = {
  mobility: { label: 'mobility', send: sendMobility },
  guarantee: { label: 'mobility-guarantee', send: sendMobilityGuarantee },
};

const DEFAULT_VALUES: MobilityInput = {
  city: '',
  manufacturer: '',
  branchCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: PHONE_PREFIX,
  brokers: false,
  registrationPlate: '',
  brokerName: '',
  salesNumber: '',
  productTypeCode: '',
  identification: '',
  personalIn: '',
  companyIn: '',
  policyNumber: '',
  termsAgreement: false,
  marketingAgreement: false,
};

const legendClass = 'mb-4 text-lg font-bold text-ink';

/**
 * The mobility form and the mobility guarantee form (SPEC §2 item 6, §3, §5 "Mobility form"): the car
 * centre by location and brand, the contact, then either a broker's vehicle and name or a client's
 * insurance type and one identification; the terms consent (marketing is optional, SPEC-NOTES). Only the fields of the visitor's mode and
 * identification are sent.
 */
export function MobilityForm({ heading, perex, variant = 'mobility' }: MobilityFormProps) {
  const locale = useLocale();
  const site = useSite();
  const ui = useUiMessages();
  const t = mobilityFormMessages[locale];
  const f = leadFormMessages[locale];
  const texts = t[variant];
  const call = CALLS[variant];
  const resolver = useMemo(
    () => withServedBranch(zodResolver(mobilitySchema(locale)), messagesFor(locale).noBranchMatch),
    [locale],
  );
  const fieldNames = useMemo(() => mobilityFieldNames(site.config.brand.slug), [site.config.brand.slug]);
  // The confirmation's text follows the mode the request was sent in (the form is empty by then).
  const [sentByBroker, setSentByBroker] = useState(false);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: call.label,
    resolver,
    draft: { omit: ['personalIn', 'companyIn', 'policyNumber'] },
    defaultValues: DEFAULT_VALUES,
    fields: (values) => mobilityFields(values.brokers ?? false, values.identification ?? ''),
    fieldNames,
    send: (api, values, options) => {
      setSentByBroker(values.brokers);
      return call.send(api, values, options);
    },
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors, submitCount },
  } = form;
  const [city = '', brand = '', brokers = false, insuranceType = '', identification = ''] = useWatch({
    control,
    name: ['city', 'manufacturer', 'brokers', 'productTypeCode', 'identification'],
  });

  // A branch chosen earlier that does not serve the new location or brand is no longer chosen.
  const dropUnservedBranch = () => {
    const [nextCity, nextBrand, code] = getValues(['city', 'manufacturer', 'branchCode']);
    const kept = keptBranch(code ?? '', nextCity ?? '', nextBrand ?? '');
    if (kept !== code) setValue('branchCode', kept);
  };
  const choice = branchChoice(city, brand);
  // After a submit the brand says it (its error): the region does not repeat it.
  const brandSaysNoBranch = errors.manufacturer?.type === 'noBranch';
  const chosenIdentification = isIdentification(identification) ? identification : null;

  return (
    <FormSection heading={heading || texts.heading} perex={perex || texts.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-8">
        <RequiredNote />
        <fieldset className="flex min-w-0 flex-col gap-5">
          <legend className={legendClass}>{t.branchGroup}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <NativeSelect
              label={t.location}
              required
              options={MOBILITY_LOCATION_OPTIONS}
              error={errors.city?.message}
              {...register('city', { onChange: dropUnservedBranch })}
            />
            <NativeSelect
              label={t.brand}
              required
              options={MOBILITY_BRAND_OPTIONS}
              error={errors.manufacturer?.message}
              {...register('manufacturer', { onChange: dropUnservedBranch })}
            />
          </div>
          <div>
            {/* In the page from the start, so that a change of its text is announced (politely). */}
            <p
              role="status"
              className={
                choice.status === 'choose' || (choice.status === 'none' && brandSaysNoBranch)
                  ? 'sr-only'
                  : 'rounded-field border-2 border-line-strong bg-surface-muted p-3'
              }
            >
              {choice.status === 'prompt' ? t.branchPrompt : null}
              {choice.status === 'choose' ? t.branchesFound(choice.branches.length) : null}
              {choice.status === 'none' && !brandSaysNoBranch ? (
                <>
                  {messagesFor(locale).noBranchMatch} {t.callUs}{' '}
                  <a className="font-semibold text-brand underline" href={telHref(site.brand.phone)}>
                    {site.brand.phone}
                  </a>
                  .
                </>
              ) : null}
            </p>
            {choice.status === 'choose' ? (
              <Controller
                name="branchCode"
                control={control}
                render={({ field, fieldState }) => (
                  <RadioGroup
                    {...field}
                    value={field.value ?? ''}
                    legend={t.branch}
                    required
                    options={choice.branches.map((branch) => ({
                      value: branch.code,
                      label: branch.name,
                      description: `${branch.address}, ${branch.address2}`,
                    }))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : errors.branchCode?.message ? (
              <p className="mt-2 text-sm font-semibold text-danger">
                <span className="sr-only">{ui.errorPrefix} </span>
                {errors.branchCode.message}
              </p>
            ) : null}
          </div>
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-5">
          <legend className={legendClass}>{t.contactGroup}</legend>
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
          <ContactFields register={register} errors={errors} email="email" phone="phone" layout="stacked" />
        </fieldset>

        <div className="flex flex-col gap-5">
          <Checkbox label={t.broker} description={t.brokerDescription} {...register('brokers')} />
          {brokers ? (
            <>
              <TextField
                label={t.registrationPlate}
                hint={t.registrationPlateHint}
                required
                autoComplete="off"
                error={errors.registrationPlate?.message}
                {...register('registrationPlate')}
              />
              <TextField
                label={t.brokerName}
                required
                autoComplete="organization"
                error={errors.brokerName?.message}
                {...register('brokerName')}
              />
              <TextField
                label={t.salesNumber}
                hint={t.salesNumberHint}
                autoComplete="off"
                error={errors.salesNumber?.message}
                {...register('salesNumber')}
              />
            </>
          ) : (
            <>
              <Controller
                name="productTypeCode"
                control={control}
                render={({ field, fieldState }) => (
                  <RadioGroup
                    {...field}
                    value={field.value ?? ''}
                    legend={t.insuranceType}
                    required
                    options={MOBILITY_INSURANCE_TYPES.map((type) => ({
                      value: type,
                      label: t.insuranceTypes[type],
                    }))}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                name="identification"
                control={control}
                render={({ field, fieldState }) => (
                  <RadioGroup
                    {...field}
                    value={field.value ?? ''}
                    legend={t.identification}
                    hint={t.identificationHint}
                    required
                    options={MOBILITY_IDENTIFICATIONS.map((id) => ({
                      value: id,
                      label: t.identifications[id],
                      // The plate stays chosen if the type changes after it: the submit says why not.
                      disabled: !identificationAllowed(id, insuranceType) && id !== identification,
                      ...(id === 'registrationPlate' ? { description: t.plateOnlyForVehicle } : {}),
                    }))}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {chosenIdentification ? (
                <TextField
                  key={chosenIdentification}
                  label={t.identifications[chosenIdentification]}
                  hint={t.identificationHints[chosenIdentification]}
                  required
                  autoComplete="off"
                  inputMode={chosenIdentification === 'companyIn' ? 'numeric' : undefined}
                  error={errors[chosenIdentification]?.message}
                  {...register(chosenIdentification)}
                />
              ) : null}
            </>
          )}
        </div>

        <div className="flex flex-col gap-4">
          <ConsentFields
            register={register}
            errors={errors}
            personalData="termsAgreement"
            marketing="marketingAgreement"
          />
        </div>
        <Button type="submit" loading={sending} className="self-start">
          {f.submit}
        </Button>
      </Form>
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={texts.successHeading}
        successText={sentByBroker ? t.successBroker : t.successClient}
      />
    </FormSection>
  );
}
