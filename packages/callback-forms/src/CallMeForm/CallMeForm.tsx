'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { sendCallMeForm } from '@insurance-web/api-client';
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
import { type CallMeContact, callMeFormSchema } from '@insurance-web/validation';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { callMeFieldsOnScreen, requiredChannelField } from './callMeFields.js';
import { callMeFormMessages } from './messages.js';

export interface CallMeFormProps {
  /** Default: `Ozveme se vám`. */
  heading?: string;
  perex?: string;
  /** The variant for clients: the contract number is asked for and required. */
  withPolicyNumber?: boolean;
}

/** Where the confirmation says we will reach the visitor, kept from the submit that succeeded. */
type SentTo = { contact: CallMeContact; phone: string; email: string };

/**
 * The call-me form (SPEC §3 "Call-me form payload", §4, §7): the visitor chooses a call or an e-mail,
 * leaves a name, the contact for that channel (the other is optional) and a message, and agrees to the
 * terms. It is sent to the call-me offer endpoint; the confirmation names the channel.
 */
export function CallMeForm({ heading, perex, withPolicyNumber = false }: CallMeFormProps) {
  const locale = useLocale();
  const t = callMeFormMessages[locale];
  const f = leadFormMessages[locale];
  const resolver = useMemo(
    () => zodResolver(callMeFormSchema(locale, { withPolicyNumber })),
    [locale, withPolicyNumber],
  );
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: withPolicyNumber ? 'call-me-policy' : 'call-me',
    resolver,
    draft: { omit: ['policyNumber'] },
    defaultValues: {
      contact: 'PHONE',
      firstName: '',
      phone: PHONE_PREFIX,
      email: '',
      policyNumber: '',
      message: '',
      termsAgreement: false,
      marketingAgreement: false,
    },
    fields: callMeFieldsOnScreen(withPolicyNumber),
    send: async (api, values, options) => {
      await sendCallMeForm(api, values, options);
      setSentTo({ contact: values.contact, phone: values.phone, email: values.email });
    },
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    control,
    trigger,
    formState: { errors, submitCount },
  } = form;
  const required = requiredChannelField(useWatch({ control, name: 'contact' }));
  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
        <TextField
          label={f.firstName}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Controller
          name="contact"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              {...field}
              onChange={(value) => {
                field.onChange(value);
                // After a submit the fields are checked as they change: which one is required changed.
                if (submitCount > 0) void trigger(['phone', 'email']);
              }}
              value={field.value ?? ''}
              legend={t.contact}
              required
              variant="cards"
              orientation="horizontal"
              options={[
                { value: 'PHONE', label: t.contactPhone },
                { value: 'EMAIL', label: t.contactEmail },
              ]}
              error={fieldState.error?.message}
            />
          )}
        />
        <ContactFields
          register={register}
          errors={errors}
          email="email"
          phone="phone"
          required={required ?? false}
          phoneFirst
        />
        {withPolicyNumber ? (
          <TextField
            label={t.policyNumber}
            hint={t.policyNumberHint}
            required
            error={errors.policyNumber?.message}
            {...register('policyNumber')}
          />
        ) : null}
        <TextArea
          label={t.message}
          hint={t.messageHint}
          rows={4}
          error={errors.message?.message}
          {...register('message')}
        />
        <ConsentFields
          register={register}
          errors={errors}
          personalData="termsAgreement"
          marketing="marketingAgreement"
        />
        <Button type="submit" loading={sending} className="self-start">
          {f.submit}
        </Button>
      </Form>
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={t.successHeading}
        successText={
          sentTo?.contact === 'EMAIL' ? t.successByEmail(sentTo.email) : t.successByPhone(sentTo?.phone ?? '')
        }
      />
    </FormSection>
  );
}
