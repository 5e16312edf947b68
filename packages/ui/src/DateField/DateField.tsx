'use client';

import { type ReactNode, type Ref, useRef, useState } from 'react';
import { controlClass, Field } from '../Field/Field.js';
import { Icon } from '../icons/icons.js';
import { LazyDialog } from '../LazyDialog/LazyDialog.js';
import { createModuleLoader } from '../LazyDialog/moduleLoader.js';
import { useLocale, useUiMessages } from '../SiteProvider/SiteProvider.js';
import { TextField } from '../TextField/TextField.js';
import { calendarLoadFailed } from './calendarLoadFailed.js';
import { formatCzechDate, parseCzechDate } from './czechDate.js';

/** The days a calendar offers: the form's own rule, in ISO dates (ui knows no business rule). */
export interface DateFieldCalendar {
  /** The first day that can be chosen, `yyyy-mm-dd`: the calendar opens on its month and goes no earlier. */
  min: string;
  /** Whether a day (`yyyy-mm-dd`) cannot be chosen: it is shown, disabled and announced as such. */
  isDisabled: (isoDate: string) => boolean;
  /** Today, `yyyy-mm-dd`, in the time zone of the form's rules: marked in the calendar. */
  today: string;
}

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
  /**
   * A calendar to choose the day from, beside the text (which stays typeable): a button
   * `Vybrat datum z kalendáře` opens it. Its code loads on the first opening.
   */
  calendar?: DateFieldCalendar;
}

// React DayPicker, its Czech locale and Radix Popover: a chunk of its own, loaded on the first opening.
// Through ui's one lazy-dialog rule: when it cannot load, the form keeps everything typed and a
// `Kalendář` stand-in says so, with a retry (the date can still be typed).
export const calendarPopover = createModuleLoader(() =>
  import('./DateCalendarPopover.js').then((module) => module.DateCalendarPopover),
);

function preloadCalendar(): void {
  calendarPopover.load().catch(() => {});
}

const CalendarIcon = () => (
  <Icon className="size-6">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </Icon>
);

/**
 * A date typed the Czech way, `d. M. yyyy`. The value it reports is ISO when the text is a real
 * date and the raw text when not, so the form's schema decides what is wrong and nothing the
 * visitor typed is ever lost. Use it through react-hook-form's `Controller`. With `calendar`, the
 * day can also be chosen from a calendar of the allowed days.
 */
export function DateField({ value = '', onChange, onBlur, hint, calendar, ...props }: DateFieldProps) {
  const t = useUiMessages();
  // What the visitor sees; re-derived whenever the value changes from outside (a reset, a default).
  const [text, setText] = useState(() => formatCzechDate(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if ((parseCzechDate(text) ?? text) !== value) setText(formatCzechDate(value));
  }
  const input = {
    ...props,
    hint: hint ?? t.dateHint,
    inputMode: 'text' as const,
    autoComplete: 'off',
    value: text,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = event.currentTarget.value;
      setText(next);
      const reported = parseCzechDate(next) ?? next;
      setLastValue(reported);
      onChange?.(reported);
    },
    onBlur: () => {
      const iso = parseCzechDate(text);
      if (iso) setText(formatCzechDate(iso));
      onBlur?.();
    },
  };
  if (!calendar) return <TextField {...input} />;
  return (
    <CalendarDateField
      {...input}
      calendar={calendar}
      onPick={(iso) => {
        setText(formatCzechDate(iso));
        setLastValue(iso);
        onChange?.(iso);
      }}
    />
  );
}

type CalendarDateFieldProps = Omit<DateFieldProps, 'onChange' | 'onBlur' | 'value' | 'calendar'> & {
  value: string;
  inputMode: 'text';
  autoComplete: string;
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
  onBlur: () => void;
  calendar: DateFieldCalendar;
  onPick: (iso: string) => void;
};

/** The field's text and, beside it, the button that opens the calendar. */
function CalendarDateField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  calendar,
  onPick,
  disabled,
  ...input
}: CalendarDateFieldProps) {
  const t = useUiMessages();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div ref={row} className="flex items-stretch gap-2">
          <input
            {...input}
            ref={ref}
            id={controlId}
            type="text"
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            className={controlClass}
          />
          <button
            ref={button}
            type="button"
            disabled={disabled}
            aria-label={t.calendarOpen}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((now) => !now)}
            // Fetched as the pointer or the focus comes to the button, so that it is usually there by the
            // click (a failure here is answered at the click, which tries again).
            onPointerEnter={preloadCalendar}
            onFocus={preloadCalendar}
            className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-field border-2 border-line-strong bg-surface text-brand transition-colors hover:border-ink disabled:cursor-not-allowed disabled:text-ink-muted"
          >
            <CalendarIcon />
          </button>
          <LazyDialog
            loader={calendarPopover}
            open={open}
            onOpenChange={setOpen}
            title={t.calendarDialog}
            failedText={calendarLoadFailed[locale]}
            returnFocus={button}
            render={(DateCalendarPopover) => (
              <DateCalendarPopover
                open={open}
                onOpenChange={setOpen}
                anchor={row}
                returnFocus={button}
                // The text as a date, once it is one: the calendar shows it chosen.
                value={parseCzechDate(input.value) ?? ''}
                calendar={calendar}
                onSelect={(iso) => {
                  onPick(iso);
                  setOpen(false);
                }}
              />
            )}
          />
        </div>
      )}
    </Field>
  );
}
