'use client';

import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, Field } from '../Field/Field.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Classes of the wrapper (label, control and messages). */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input. Spread react-hook-form's `register()` into it: the ref, name and handlers
 * reach the native input, so focus-on-error and uncontrolled values work as they do on `<input>`.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  inputClassName,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <input
          {...input}
          ref={ref}
          id={controlId}
          type={type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClass, inputClassName)}
        />
      )}
    </Field>
  );
}
