'use client';

import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface FieldIds {
  /** The id of the control, for `<label htmlFor>`. */
  id: string;
  /** The id of the label, for controls whose popup needs naming too (a listbox). */
  labelId: string;
  /** Space-separated ids of the hint and the error, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid and describes itself by it. */
  error?: string | undefined;
  /** Shows the required marker; validation itself belongs to the form's schema. */
  required?: boolean;
  id?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

export const labelClass = 'block font-semibold text-ink';
export const hintClass = 'mt-1 text-sm text-ink-muted';

/** Label, hint, control and error message, wired together for assistive technology. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('min-w-0', className)}>
      <label id={`${controlId}-label`} htmlFor={controlId} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-2">
        {children({ id: controlId, labelId: `${controlId}-label`, describedBy, invalid: Boolean(error) })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RequiredMark() {
  const t = useUiMessages();
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> ({t.required})</span>
    </>
  );
}

/** The message under a field, after GOV.UK's pattern: a hidden prefix says it is an error. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const t = useUiMessages();
  if (!message) return null;
  return (
    <p
      id={id}
      className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-danger [overflow-wrap:anywhere]"
    >
      <span className="sr-only">{t.errorPrefix} </span>
      {message}
    </p>
  );
}

export const controlClass = clsx(
  'block w-full min-h-12 rounded-field border-2 border-line-strong bg-surface px-3 py-2 text-base text-ink',
  'placeholder:text-ink-muted transition-colors hover:border-ink',
  'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-ink-muted',
  'aria-invalid:border-danger',
);
