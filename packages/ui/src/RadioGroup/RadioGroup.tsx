'use client';

import { clsx } from 'clsx';
import { type ReactNode, type Ref, useId } from 'react';
import { FieldError, hintClass, labelClass, RequiredMark } from '../Field/Field.js';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The chosen value; `''` or `undefined` when none is chosen yet. */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** `cards` draws each option as a bordered tile (morning / afternoon, tabs of a form). */
  variant?: 'plain' | 'cards';
  className?: string;
  /** Reaches the chosen radio, or the first one, so a form can focus the group on error. */
  ref?: Ref<HTMLInputElement>;
}

/** A choice of one among a few, as native radio buttons in a fieldset: arrow keys work as usual. */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  variant = 'plain',
  className,
  ref,
}: RadioGroupProps) {
  const baseId = `radio-${useId()}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const focusTarget = options.find((option) => option.value === value) ?? options.find((o) => !o.disabled);
  return (
    <fieldset
      className={clsx('min-w-0', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={labelClass}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div
        className={clsx(
          'mt-2 flex gap-3',
          orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap',
          variant === 'cards' && orientation === 'horizontal' && '[&>*]:flex-1',
        )}
      >
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          // The group's error on each radio too: a form moves the focus to a radio, and a screen
          // reader reads what describes the radio, not always what describes its fieldset.
          const radioDescribedBy =
            [descriptionId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
          return (
            <div
              key={option.value}
              className={clsx(
                'relative flex items-start gap-3',
                variant === 'cards' &&
                  'min-w-0 rounded-field border-2 border-line-strong p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:disabled]:bg-surface-muted',
              )}
            >
              <input
                ref={option === focusTarget ? ref : undefined}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                disabled={option.disabled}
                onChange={(event) => onChange?.(event.currentTarget.value)}
                onBlur={onBlur}
                aria-describedby={radioDescribedBy}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed"
              />
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <label htmlFor={optionId} className="block cursor-pointer">
                  {option.label}
                </label>
                {option.description ? (
                  <p id={descriptionId} className="text-sm text-ink-muted">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
