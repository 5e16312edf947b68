'use client';

import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError, RequiredMark } from '../Field/Field.js';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Rich label: a consent text with links to the documents it refers to. */
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A native checkbox with a rich label, for consents. Spread react-hook-form's `register()` into it.
 * Links inside the label stay clickable without toggling the box.
 */
export function Checkbox({
  label,
  description,
  error,
  required,
  id,
  className,
  ref,
  ...input
}: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox-${autoId}`;
  const descriptionId = description ? `${controlId}-description` : null;
  const errorId = `${controlId}-error`;
  const describedBy = [descriptionId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('min-w-0', className)}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed"
        />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <label
            htmlFor={controlId}
            className="cursor-pointer [&_a]:font-semibold [&_a]:text-brand [&_a]:underline"
          >
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          {description ? (
            <p id={descriptionId ?? undefined} className="text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
