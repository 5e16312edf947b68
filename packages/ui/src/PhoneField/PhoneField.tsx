'use client';

import type { FocusEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';

/**
 * SPEC §5 and §9: every phone input starts prefilled with the Czech prefix. Its one definition: every
 * form's default value and validation's `isPhoneEmpty` (a field holding only a prefix is empty) mean this.
 */
export const PHONE_PREFIX = '+420 ';

export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A telephone input that starts with `+420 ` (a Slovak visitor overwrites it with `+421 `). The
 * format rule itself lives in the `validation` package; this field only makes typing it easy.
 */
export function PhoneField({ defaultValue, value, onFocus, ...props }: PhoneFieldProps) {
  const prefilled = value === undefined && defaultValue === undefined ? PHONE_PREFIX : defaultValue;
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      value={value}
      defaultValue={prefilled}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        // Land after the prefix, not before or inside it, so the visitor types the number straight
        // away. After a frame, because a click places the caret only after focus.
        const input = event.currentTarget;
        if (input.value.startsWith(PHONE_PREFIX)) {
          requestAnimationFrame(() => {
            if ((input.selectionStart ?? 0) < PHONE_PREFIX.length) {
              const end = input.value.length;
              input.setSelectionRange(end, end);
            }
          });
        }
        onFocus?.(event);
      }}
    />
  );
}
