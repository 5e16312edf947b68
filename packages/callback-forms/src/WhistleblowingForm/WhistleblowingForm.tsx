'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { sendWhistleblowing } from '@insurance-web/api-client';
import {
  Button,
  Checkbox,
  Form,
  NativeSelect,
  PHONE_PREFIX,
  RequiredNote,
  TextArea,
  TextField,
  useLocale,
} from '@insurance-web/ui';
import {
  WHISTLEBLOWING_RELATIONSHIPS,
  WHISTLEBLOWING_TEXT_MAX,
  type WhistleblowingRelationship,
  whistleblowingSchema,
} from '@insurance-web/validation';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { whistleblowingFormMessages } from './messages.js';

export interface WhistleblowingFormProps {
  /** Default: `Podat oznámení online`. */
  heading?: string;
  perex?: string;
}

const REPORT_FIELDS = ['relationship', 'text', 'whenAndWhere', 'involved', 'anonymous'] as const;
const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;
/** The select's empty option: no relationship is chosen for the visitor (the schema then says so). */
const NO_CHOICE = '' as WhistleblowingRelationship;

/** The fields on screen: an anonymous reporter is not shown (nor asked) the contact ones. */
export function whistleblowingFieldsOnScreen(anonymous: boolean) {
  return anonymous ? REPORT_FIELDS : [...REPORT_FIELDS, ...CONTACT_FIELDS];
}

/**
 * The whistleblowing form (internal reporting channel, zákon č. 171/2023 Sb.; SPEC §7
 * `forms/v2/whistleblowing`): the reporter's relationship to the company, what happened, when, where
 * and who; then either anonymity or a name and an e-mail or phone for the confirmation of receipt.
 * No consent is asked (the law is the ground of the processing) and no marketing consent ever: a line
 * says how the report is handled instead. The shared lead-form flow sends it; its analytics event
 * carries the form's name only, never what was reported.
 */
export function WhistleblowingForm({ heading, perex }: WhistleblowingFormProps) {
  const locale = useLocale();
  const t = whistleblowingFormMessages[locale];
  const resolver = useMemo(() => zodResolver(whistleblowingSchema(locale)), [locale]);
  // How the last report was sent, for the thank-you: the form is empty again by the time it shows.
  const [sentAnonymously, setSentAnonymously] = useState(false);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: 'whistleblowing',
    resolver,
    // Nothing of a report is kept in the browser: the reporter may share the device (SPEC §2).
    draft: false,
    defaultValues: {
      relationship: NO_CHOICE,
      text: '',
      whenAndWhere: '',
      involved: '',
      anonymous: false,
      name: '',
      email: '',
      phone: PHONE_PREFIX,
    },
    fields: (values) => whistleblowingFieldsOnScreen(values.anonymous === true),
    send: async (api, values, options) => {
      await sendWhistleblowing(api, values, options);
      setSentAnonymously(values.anonymous);
    },
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    register,
    control,
    formState: { errors, submitCount },
  } = form;
  const anonymous = useWatch({ control, name: 'anonymous' }) === true;
  return (
    <FormSection heading={heading || t.heading} perex={perex || t.perex}>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <RequiredNote />
        <NativeSelect
          label={t.relationship}
          required
          options={WHISTLEBLOWING_RELATIONSHIPS.map((value) => ({ value, label: t.relationships[value] }))}
          error={errors.relationship?.message}
          {...register('relationship')}
        />
        <TextArea
          label={t.text}
          hint={t.textHint}
          required
          maxLength={WHISTLEBLOWING_TEXT_MAX}
          rows={6}
          error={errors.text?.message}
          {...register('text')}
        />
        <TextArea
          label={t.whenAndWhere}
          hint={t.whenAndWhereHint}
          maxLength={WHISTLEBLOWING_TEXT_MAX}
          rows={2}
          error={errors.whenAndWhere?.message}
          {...register('whenAndWhere')}
        />
        <TextArea
          label={t.involved}
          hint={t.involvedHint}
          maxLength={WHISTLEBLOWING_TEXT_MAX}
          rows={2}
          error={errors.involved?.message}
          {...register('involved')}
        />
        <Checkbox
          label={t.anonymous}
          description={t.anonymousNote}
          error={errors.anonymous?.message}
          {...register('anonymous')}
        />
        {/* A reporter who stays anonymous is not shown them; what was typed stays in the browser, unsent. */}
        {anonymous ? null : (
          <>
            <TextField
              label={t.name}
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <p className="text-sm">{t.contactHint}</p>
            <ContactFields register={register} errors={errors} email="email" phone="phone" required={false} />
          </>
        )}
        <p className="text-sm">{t.dataNote}</p>
        <Button type="submit" loading={sending} className="self-start">
          {t.submit}
        </Button>
      </Form>
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={t.successHeading}
        successText={sentAnonymously ? t.anonymousSuccessText : t.successText}
      />
    </FormSection>
  );
}
