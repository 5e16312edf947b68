'use client';

import { clsx } from 'clsx';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { controlClass, Field } from '../Field/Field.js';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.js';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  /** Called with the chosen option's value; react-hook-form's `field.onChange` fits as it is. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Default: `Vyberte`. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Reaches the trigger button, so a form can focus it when the choice is missing. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single choice from a list (Radix Select). The open menu is at most 160 px high (SPEC §9) and
 * scrolls; typing a letter jumps to the first matching option.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  placeholder,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  ref,
}: SelectProps) {
  const t = useUiMessages();
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: controlId, labelId, describedBy, invalid }) => (
        <SelectPrimitive.Root
          // `undefined` leaves Radix uncontrolled; an empty string shows the placeholder.
          value={value}
          defaultValue={defaultValue}
          onValueChange={onChange}
          name={name}
          disabled={disabled}
          required={required}
        >
          <SelectPrimitive.Trigger
            ref={ref}
            id={controlId}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={clsx(
              controlClass,
              'flex items-center justify-between gap-2 text-start data-[placeholder]:text-ink-muted',
            )}
          >
            <span className="min-w-0 truncate">
              <SelectPrimitive.Value placeholder={placeholder ?? t.selectPlaceholder} />
            </span>
            <SelectPrimitive.Icon className="shrink-0 text-xl text-ink">
              <ChevronDownIcon />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={4}
              aria-labelledby={labelId}
              className={clsx(
                'z-50 w-[var(--radix-select-trigger-width)] min-w-40 overflow-hidden rounded-field border-2 border-line-strong',
                'bg-surface text-ink shadow-dialog animate-fade-in',
              )}
            >
              <SelectPrimitive.Viewport className="max-h-select-menu p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={clsx(
                      'relative flex min-h-10 cursor-pointer select-none items-center rounded-md py-2 ps-8 pe-3 outline-none',
                      'data-[highlighted]:bg-brand-soft data-[state=checked]:font-semibold',
                      'data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-muted',
                    )}
                  >
                    <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex text-brand">
                      <CheckIcon />
                    </SelectPrimitive.ItemIndicator>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
