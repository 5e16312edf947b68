'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { sendClaimReport } from '@insurance-web/api-client';
import {
  Button,
  DateField,
  Form,
  formatCzechDate,
  PHONE_PREFIX,
  RadioGroup,
  RequiredNote,
  TextArea,
  TextField,
  telHref,
  useSite,
} from '@insurance-web/ui';
import { CLAIM_TYPES, type ClaimType, claimReportSchema, pragueToday } from '@insurance-web/validation';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { CLAIM_REPORT_FIELDS } from './claimReportFields.js';
import { claimReportFormMessages } from './messages.js';

export interface ClaimReportFormProps {
  /** Default: `Požádat o nahlášení škody telefonem`. */
  heading?: string;
  perex?: string;
  /**
   * The nonstop claims line as visitors dial it (`800 100 900`): offered as a `tel:` link for what
   * cannot wait, and again in the thank-you. Empty: the line is named without its number.
   */
  claimsPhone?: string;
}

/** The radios' empty choice: nothing is chosen for the visitor (the schema then says so). */
const NO_CHOICE = '' as ClaimType;

/**
 * The claim-report request (the claim pages' short form): not the claims form itself, which the site
 * does not have, but a request to be called, so that a claims handler takes the claim down with the
 * visitor: the kind of claim, the day, a plate or contract number if at hand, who to call, a few words.
 * The plate or contract number is never kept in the tab's session storage. The texts have no
 * `maxlength`: a longer paste is kept whole and the message says how long it may be (GOV.UK).
 */
export function ClaimReportForm({ heading, perex, claimsPhone }: ClaimReportFormProps) {
  const { locale, clock } = useSite();
  const t = claimReportFormMessages[locale];
  const resolver = useMemo(
    () => zodResolver(claimReportSchema(locale, { now: () => clock.now() })),
    [locale, clock],
  );
  // The number the thank-you names: the form is empty again by the time it shows.
  const [sentPhone, setSentPhone] = useState('');
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: 'claim-report',
    resolver,
    draft: { omit: ['policyOrPlate'] },
    defaultValues: {
      claimType: NO_CHOICE,
      eventDate: '',
      policyOrPlate: '',
      name: '',
      phone: PHONE_PREFIX,
      email: '',
      description: '',
      personalDataConsent: false,
    },
    fields: CLAIM_REPORT_FIELDS,
    send: async (api, values, options) => {
      await sendClaimReport(api, values, options);
      setSentPhone(values.phone);
    },
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    control,
    formState: { errors, submitCount },
  } = form;
  const phoneLink = claimsPhone ? (
    <a className="font-semibold text-brand underline" href={telHref(claimsPhone)}>
      {claimsPhone}
    </a>
  ) : null;
  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
        <Controller
          name="claimType"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              {...field}
              value={field.value ?? ''}
              legend={t.claimType}
              hint={t.claimTypeHint}
              required
              variant="cards"
              options={CLAIM_TYPES.map((value) => ({ value, ...t.claimTypes[value] }))}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            name="eventDate"
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label={t.eventDate}
                hint={t.eventDateHint(formatCzechDate(pragueToday(clock.now())))}
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label={t.policyOrPlate}
            hint={t.policyOrPlateHint}
            autoComplete="off"
            error={errors.policyOrPlate?.message}
            {...register('policyOrPlate')}
          />
        </div>
        <TextField
          label={t.name}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <ContactFields
          register={register}
          errors={errors}
          email="email"
          phone="phone"
          required="phone"
          phoneFirst
        />
        <TextArea
          label={t.description}
          hint={t.descriptionHint}
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <ConsentFields register={register} errors={errors} personalData="personalDataConsent" />
        <p className="text-sm">
          {t.urgent}
          {phoneLink ? <> {phoneLink}</> : null}.
        </p>
        <Button type="submit" loading={sending} className="self-start">
          {t.submit}
        </Button>
      </Form>
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={t.successHeading}
        successText={
          <>
            <p>{t.successText(sentPhone)}</p>
            {phoneLink ? (
              <p>
                {t.successUrgent} {phoneLink}.
              </p>
            ) : null}
          </>
        }
      />
    </FormSection>
  );
}
