'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { sendNeedHelp } from '@insurance-web/api-client';
import {
  Button,
  Form,
  PHONE_PREFIX,
  RadioGroup,
  RequiredNote,
  TextArea,
  TextField,
  useLocale,
} from '@insurance-web/ui';
import { needHelpSchema } from '@insurance-web/validation';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { needHelpFormMessages } from './messages.js';
import { clientAnswer, isClientAnswer, needHelpFieldsOnScreen } from './needHelpFields.js';

export interface NeedHelpFormProps {
  /** Default: `Potřebujete pomoc?`. */
  heading?: string;
  perex?: string;
}

/**
 * The need-help form (SPEC §5 "Need-help form", §6): who is asking and what about, whether they are
 * a client (a client gives the contract number, which nobody else sends) and the personal-data
 * consent; the marketing consent is asked but optional (SPEC-NOTES, GDPR Art. 7(4)).
 */
export function NeedHelpForm({ heading, perex }: NeedHelpFormProps) {
  const locale = useLocale();
  const t = needHelpFormMessages[locale];
  const f = leadFormMessages[locale];
  const resolver = useMemo(() => zodResolver(needHelpSchema(locale)), [locale]);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: 'need-help',
    resolver,
    draft: { omit: ['contractNumber'] },
    defaultValues: {
      isClient: false,
      contractNumber: '',
      name: '',
      surname: '',
      email: '',
      phone: PHONE_PREFIX,
      question: '',
      personalDataConsent: false,
      marketingConsent: false,
    },
    // The fields on screen when the answer comes (a hidden field's error is the error dialog's).
    fields: (values) => needHelpFieldsOnScreen(values.isClient === true),
    send: async (api, values, options) => {
      await sendNeedHelp(api, values, options);
    },
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    control,
    formState: { errors, submitCount },
  } = form;
  // The contract number is on screen for a client: the answer as typed, restored, or reset.
  const isClient = useWatch({ control, name: 'isClient' }) === true;
  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
        <Controller
          name="isClient"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              {...field}
              value={clientAnswer(field.value)}
              onChange={(answer) => {
                field.onChange(isClientAnswer(answer));
              }}
              legend={t.isClient}
              required
              variant="cards"
              orientation="horizontal"
              options={[
                { value: 'yes', label: t.yes },
                { value: 'no', label: t.no },
              ]}
              error={fieldState.error?.message}
            />
          )}
        />
        {/* Only a client is asked for it; a number typed before answering "Ne" stays, unsent. */}
        {isClient ? (
          <TextField
            label={t.contractNumber}
            hint={t.contractNumberHint}
            required
            error={errors.contractNumber?.message}
            {...register('contractNumber')}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={f.firstName}
            required
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={f.surname}
            required
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
        </div>
        <ContactFields register={register} errors={errors} email="email" phone="phone" />
        <TextArea
          label={t.question}
          hint={t.questionHint}
          required
          error={errors.question?.message}
          {...register('question')}
        />
        <ConsentFields
          register={register}
          errors={errors}
          personalData="personalDataConsent"
          marketing="marketingConsent"
        />
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
