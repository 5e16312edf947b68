'use client';

import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import { cs } from 'react-day-picker/locale';
import { useUiMessages } from '../SiteProvider/SiteProvider.js';
import { calendarDayToIso, isoToCalendarDay } from './calendarDays.js';
import type { DateFieldCalendar } from './DateField.js';

export interface DateCalendarPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the calendar is placed beside (the field's row). */
  anchor: RefObject<HTMLElement | null>;
  /** Where the focus goes back when the calendar closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The field's value: ISO once it is a real date. */
  value: string;
  calendar: DateFieldCalendar;
  onSelect: (iso: string) => void;
}

const buttonBase = 'inline-flex size-10 items-center justify-center rounded-field text-ink';

/**
 * The calendar of a `DateField`, in its own module so that it (React DayPicker with its Czech locale,
 * and Radix Popover) downloads only when a visitor opens it. A popover dialog over the field: Czech
 * month and day names, weeks from Monday; arrow keys move by day and week, Page Up / Page Down by
 * month, Home / End to the week's ends; days the form does not allow are disabled and say so;
 * Escape closes it and the focus returns to the button.
 */
export function DateCalendarPopover({
  open,
  onOpenChange,
  anchor,
  returnFocus,
  value,
  calendar,
  onSelect,
}: DateCalendarPopoverProps) {
  const t = useUiMessages();
  const selected = isoToCalendarDay(value) ?? undefined;
  const first = isoToCalendarDay(calendar.min) ?? undefined;
  const dayLabel = cs.labels?.labelDayButton;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <Popover.Content
        aria-label={t.calendarDialog}
        side="bottom"
        align="end"
        sideOffset={8}
        collisionPadding={8}
        // DayPicker focuses the chosen day, today, or the first day that can be chosen.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
        className="z-50 rounded-card border border-line bg-surface p-3 text-ink shadow-lg"
      >
        <DayPicker
          mode="single"
          locale={cs}
          weekStartsOn={1}
          autoFocus
          required={false}
          selected={selected}
          onSelect={(day) => {
            if (day) onSelect(calendarDayToIso(day));
          }}
          defaultMonth={selected ?? first}
          startMonth={first}
          today={isoToCalendarDay(calendar.today) ?? undefined}
          disabled={(day) => calendar.isDisabled(calendarDayToIso(day))}
          labels={{
            labelDayButton: (date, modifiers, options, dateLib) => {
              const label =
                typeof dayLabel === 'function'
                  ? dayLabel(date, modifiers, options, dateLib)
                  : calendarDayToIso(date);
              return modifiers.disabled ? `${label}, ${t.calendarDayUnavailable}` : label;
            },
          }}
          classNames={{
            root: 'relative',
            months: 'relative',
            month: 'space-y-2',
            month_caption: 'flex h-10 items-center justify-center font-semibold capitalize',
            nav: 'absolute inset-x-0 top-0 flex justify-between',
            button_previous: `${buttonBase} hover:bg-surface-muted aria-disabled:opacity-30`,
            button_next: `${buttonBase} hover:bg-surface-muted aria-disabled:opacity-30`,
            chevron: 'size-5 fill-current',
            month_grid: 'border-collapse',
            weekdays: '',
            weekday: 'size-10 text-sm font-normal text-ink-muted',
            week: '',
            day: 'p-0 text-center',
            day_button: `${buttonBase} hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-ink-muted disabled:line-through disabled:hover:bg-transparent`,
            selected: '[&>button]:bg-brand [&>button]:font-semibold [&>button]:text-on-brand',
            today: '[&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
            outside: 'opacity-50',
            disabled: '',
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
