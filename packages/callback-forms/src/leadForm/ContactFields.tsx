'use client';

import { PhoneField, TextField, useLocale } from '@insurance-web/ui';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { fieldMessage } from './fieldMessage.js';
import { leadFormMessages } from './messages.js';

export interface ContactFieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** The form's names of the two fields (`email`, `phone` or `phoneNumber`: each call names them). */
  email: Path<Values>;
  phone: Path<Values>;
  /**
   * Which of them must be filled: both (default), neither (the whistleblowing form asks for either),
   * or the one the visitor chose to be contacted by (the call-me form).
   */
  required?: boolean | 'email' | 'phone';
  /** Side by side from 40 rem on (`pair`, default), or one under the other in the form's own column. */
  layout?: 'pair' | 'stacked';
  /** The phone first, where a call is what the form is about. */
  phoneFirst?: boolean;
  /** Said under the phone field (the meeting form's `Zavoláme vám…`). */
  phoneHint?: string;
}

/**
 * The e-mail and phone pair every lead form asks for, in one place: ui's `TextField` for the e-mail
 * (`autocomplete="email"`) and `PhoneField` (`+420 ` prefilled, `inputMode="tel"`), labelled
 * `E-mail` and `Telefon`, each with its error under it.
 */
export function ContactFields<Values extends FieldValues>({
  register,
  errors,
  email,
  phone,
  required = true,
  layout = 'pair',
  phoneFirst = false,
  phoneHint,
}: ContactFieldsProps<Values>) {
  const f = leadFormMessages[useLocale()];
  const emailField = (
    <TextField
      key="email"
      type="email"
      label={f.email}
      required={required === true || required === 'email'}
      autoComplete="email"
      error={fieldMessage(errors, email)}
      {...register(email)}
    />
  );
  const phoneField = (
    <PhoneField
      key="phone"
      label={f.phone}
      hint={phoneHint}
      required={required === true || required === 'phone'}
      error={fieldMessage(errors, phone)}
      {...register(phone)}
    />
  );
  const fields = phoneFirst ? [phoneField, emailField] : [emailField, phoneField];
  return layout === 'pair' ? <div className="grid gap-5 sm:grid-cols-2">{fields}</div> : fields;
}
