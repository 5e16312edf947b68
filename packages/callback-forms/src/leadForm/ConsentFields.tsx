'use client';

import { Checkbox, useLocale } from '@insurance-web/ui';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { fieldMessage } from './fieldMessage.js';
import { leadFormMessages } from './messages.js';

export interface ConsentFieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /**
   * The form's name of the required consent to the processing of personal data (`agreement2`,
   * `termsAgreement`…). Left out where the call states it itself (the casco call always sends
   * `termsAgreement: true`, with a line on the processing instead).
   */
  personalData?: Path<Values>;
  /**
   * The form's name of the optional consent to news and offers (`agreement1`, `marketingAgreement`…).
   * Left out where offers have no place (the claim-report request: someone reporting a claim).
   */
  marketing?: Path<Values>;
}

/**
 * The consent checkboxes of the lead forms, in one place and one order: the personal-data consent
 * (required) and the marketing consent (optional, SPEC-NOTES, GDPR Art. 7(4)), either of which a form
 * may leave out, with the texts of `leadFormMessages`, each with its error under it.
 */
export function ConsentFields<Values extends FieldValues>({
  register,
  errors,
  personalData,
  marketing,
}: ConsentFieldsProps<Values>) {
  const f = leadFormMessages[useLocale()];
  return (
    <>
      {personalData ? (
        <Checkbox
          label={f.consentPersonalData}
          required
          error={fieldMessage(errors, personalData)}
          {...register(personalData)}
        />
      ) : null}
      {marketing ? (
        <Checkbox
          label={f.consentMarketing}
          error={fieldMessage(errors, marketing)}
          {...register(marketing)}
        />
      ) : null}
    </>
  );
}
