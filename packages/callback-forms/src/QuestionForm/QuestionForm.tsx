'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { sendQuestion } from '@insurance-web/api-client';
import { Button, Form, PHONE_PREFIX, RequiredNote, TextArea, TextField, useLocale } from '@insurance-web/ui';
import { questionSchema } from '@insurance-web/validation';
import { useMemo } from 'react';
import { ConsentFields } from '../leadForm/ConsentFields.js';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { questionFormMessages } from './messages.js';

export interface QuestionFormProps {
  /** Default: `Zeptejte se nás`. */
  heading?: string;
  perex?: string;
  /** The variant for clients: the contract number is asked for and required. */
  withPolicyNumber?: boolean;
}

const FIELDS = [
  'name',
  'surname',
  'email',
  'phoneNumber',
  'policyNumber',
  'text',
  'agreement2',
  'agreement1',
] as const;

/** The question form (SPEC §2 item 6, §5): a visitor's question with their contact and consent. */
export function QuestionForm({ heading, perex, withPolicyNumber = false }: QuestionFormProps) {
  const locale = useLocale();
  const t = questionFormMessages[locale];
  const f = leadFormMessages[locale];
  const resolver = useMemo(
    () => zodResolver(questionSchema(locale, { withPolicyNumber })),
    [locale, withPolicyNumber],
  );
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: withPolicyNumber ? 'question-policy' : 'question',
    resolver,
    draft: { omit: ['policyNumber'] },
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      phoneNumber: PHONE_PREFIX,
      policyNumber: '',
      text: '',
      agreement2: false,
      agreement1: false,
    },
    fields: withPolicyNumber ? FIELDS : FIELDS.filter((field) => field !== 'policyNumber'),
    send: sendQuestion,
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    formState: { errors, submitCount },
  } = form;
  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
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
        {/* E-mail and phone pair as name and surname do: side by side from 40 rem on. */}
        <ContactFields register={register} errors={errors} email="email" phone="phoneNumber" />
        {withPolicyNumber ? (
          <TextField
            label={t.policyNumber}
            hint={t.policyNumberHint}
            required
            error={errors.policyNumber?.message}
            {...register('policyNumber')}
          />
        ) : null}
        <TextArea label={t.text} required error={errors.text?.message} {...register('text')} />
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
