'use client';

import { clsx } from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from '../Field/Field.js';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line text (a question, a message). Spread react-hook-form's `register()` into it. */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  rows = 5,
  ...input
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea
          {...input}
          ref={ref}
          id={controlId}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={clsx(controlClass, 'resize-y')}
        />
      )}
    </Field>
  );
}
