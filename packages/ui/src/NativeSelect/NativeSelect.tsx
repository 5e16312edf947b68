'use client';

import { clsx } from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, Field } from '../Field/Field.js';
import { ChevronDownIcon } from '../icons/icons.js';
import type { SelectOption } from '../Select/Select.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option (`Vyberte` by default): a choice is never made for the visitor. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A labelled native `<select>`: the phone's own picker on mobile, no script of its own, so a form
 * with several choices stays small (the Radix `Select` costs about 30 kB). Spread `register()` into it.
 */
export function NativeSelect({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  className,
  ref,
  ...select
}: NativeSelectProps) {
  const t = useUiMessages();
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className="relative">
          <select
            {...select}
            ref={ref}
            id={controlId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            className={clsx(controlClass, 'cursor-pointer appearance-none pe-10')}
          >
            <option value="">{placeholder ?? t.selectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-ink">
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </Field>
  );
}
