'use client';

import { type ReactNode, type Ref, useState } from 'react';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import { TextField } from '../TextField/TextField.js';
import { formatCzechDate, parseCzechDate } from './czechDate.js';

export interface DateFieldProps {
  label: ReactNode;
  /** ISO `yyyy-mm-dd` once the text is a real date; otherwise exactly what the visitor typed. */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Default: `Např. 12. 3. 2021`. */
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date typed the Czech way, `d. M. yyyy`. The value it reports is ISO when the text is a real
 * date and the raw text when not, so the form's schema decides what is wrong and nothing the
 * visitor typed is ever lost. Use it through react-hook-form's `Controller`.
 */
export function DateField({ value = '', onChange, onBlur, hint, ...props }: DateFieldProps) {
  const t = useUiMessages();
  // What the visitor sees; re-derived whenever the value changes from outside (a reset, a default).
  const [text, setText] = useState(() => formatCzechDate(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if ((parseCzechDate(text) ?? text) !== value) setText(formatCzechDate(value));
  }
  return (
    <TextField
      {...props}
      hint={hint ?? t.dateHint}
      inputMode="text"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const reported = parseCzechDate(next) ?? next;
        setLastValue(reported);
        onChange?.(reported);
      }}
      onBlur={() => {
        const iso = parseCzechDate(text);
        if (iso) setText(formatCzechDate(iso));
        onBlur?.();
      }}
    />
  );
}
