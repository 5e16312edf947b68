import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingDownloads } from '../../../../test/storySupport.js';
import { calendarDayToIso, isoToCalendarDay } from './calendarDays.js';
import { calendarPopover, DateField, type DateFieldCalendar, type DateFieldProps } from './DateField.js';

/** A controlled DateField, as react-hook-form's Controller drives it; the value is shown below. */
function ControlledDateField(props: DateFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div>
      <DateField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output className="mt-4 block text-sm text-ink-muted" aria-label="Hodnota pole">
        {value || '—'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  render: (args) => <ControlledDateField {...args} />,
  args: { label: 'Datum', name: 'date', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Datum' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('Např. 12. 3. 2021');
  },
};

export const TypingACzechDate: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Datum' });
    await userEvent.type(input, '5.1.2027');
    // The form receives ISO as soon as the text is a real date…
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-05');
    await expect(canvas.getByLabelText('Hodnota pole')).toHaveTextContent('2027-01-05');
    // …and the text is tidied to the Czech format when the visitor leaves the field.
    await userEvent.tab();
    await expect(input).toHaveValue('5. 1. 2027');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const NotADate: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Datum' });
    await userEvent.type(input, '31. 2. 2027');
    await userEvent.tab();
    // Nothing the visitor typed is lost; the schema reports the format error.
    await expect(input).toHaveValue('31. 2. 2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('31. 2. 2027');
  },
};

export const Filled: Story = { args: { value: '2021-03-12' } };

export const WithError: Story = {
  args: { value: '12. 13. 2021', error: 'Datum je ve špatném formátu.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Datum/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Např. 12. 3. 2021 Chyba: Datum je ve špatném formátu.');
  },
};

export const Disabled: Story = { args: { value: '2026-11-25', disabled: true } };

/*
 * The calendar: a form's allowed days (here the call-back's on Friday 27 November 2026 after 10:00
 * in Prague: from Monday 30 November, weekdays only), chosen from a popover, the text still typeable.
 */
const callbackDays: DateFieldCalendar = {
  min: '2026-11-30',
  today: '2026-11-27',
  isDisabled: (iso) => {
    const day = isoToCalendarDay(iso);
    return iso < '2026-11-30' || day === null || day.getDay() === 0 || day.getDay() === 6;
  },
};
const OPEN = 'Vybrat datum z kalendáře';

async function openCalendar(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: OPEN }));
  // The calendar's code arrives on the first opening (a busy stand-in of the same name shows meanwhile).
  const dialog = await waitFor(
    () => {
      const found = screen.getByRole('dialog', { name: 'Kalendář' });
      expect(found).not.toHaveAttribute('aria-busy');
      return found;
    },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const CalendarClosed: Story = {
  args: { calendar: callbackDays, hint: 'Např. 30. 11. 2026 (nejbližší možný den).' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: OPEN });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Datum' })).toHaveAccessibleDescription(
      'Např. 30. 11. 2026 (nejbližší možný den).',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const CalendarOpen: Story = {
  args: { calendar: callbackDays },
  play: async ({ canvas }) => {
    const popover = await openCalendar(canvas);
    const dialog = within(popover);
    await expect(canvas.getByRole('button', { name: OPEN })).toHaveAttribute('aria-expanded', 'true');
    // Czech month names, weeks from Monday.
    await expect(dialog.getByRole('grid', { name: 'listopad 2026' })).toBeVisible();
    // (The weekday row is hidden from assistive technology: each day's name says its weekday.)
    const weekdays = [...popover.querySelectorAll('th')].map((cell) => cell.textContent);
    await expect(weekdays).toEqual(['po', 'út', 'st', 'čt', 'pá', 'so', 'ne']);
    // The first day that can be chosen has the focus.
    await waitFor(() => expect(dialog.getByRole('button', { name: /30\. listopadu 2026/ })).toHaveFocus());
    // Nothing before the first bookable month.
    await expect(dialog.getByRole('button', { name: 'Přejít na předchozí měsíc' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CalendarDisabledDays: Story = {
  args: { calendar: callbackDays },
  play: async ({ canvas }) => {
    const dialog = within(await openCalendar(canvas));
    // Past days and weekends are shown, disabled and announced as such.
    for (const name of [
      /^Dnes, pátek, 27\. listopadu 2026/,
      /^sobota, 28\. listopadu 2026/,
      /^neděle, 29\. listopadu 2026/,
    ]) {
      const day = dialog.getByRole('button', { name });
      await expect(day).toBeDisabled();
      await expect(day).toHaveAccessibleName(/, nelze vybrat$/);
    }
    await expect(dialog.getByRole('button', { name: /^pondělí, 30\. listopadu 2026$/ })).toBeEnabled();
    // Arrow keys move by day and skip what cannot be chosen; Page Down goes to the next month.
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('button', { name: /^úterý, 1\. prosince 2026$/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('button', { name: /^úterý, 8\. prosince 2026$/ })).toHaveFocus();
    // Escape closes it and the focus is back on the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: OPEN })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Datum' })).toHaveValue('');
  },
};

export const CalendarChosen: Story = {
  args: { calendar: callbackDays },
  play: async ({ canvas, args }) => {
    const dialog = within(await openCalendar(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Přejít na další měsíc' }));
    await expect(dialog.getByRole('grid', { name: 'prosinec 2026' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^čtvrtek, 3\. prosince 2026$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = canvas.getByRole('textbox', { name: 'Datum' });
    await expect(input).toHaveValue('3. 12. 2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-03');
    await expect(canvas.getByRole('button', { name: OPEN })).toHaveFocus();
    // Reopened, the chosen day is selected and focused; the text can still be typed over.
    const again = within(await openCalendar(canvas));
    await waitFor(() =>
      expect(again.getByRole('button', { name: /^čtvrtek, 3\. prosince 2026, vybráno$/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(input);
    await userEvent.type(input, '7. 12. 2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-07');
    await expect(calendarDayToIso(isoToCalendarDay('2026-12-07') as Date)).toBe('2026-12-07');
  },
};

/**
 * The calendar's code cannot be downloaded: ui's lazy-dialog rule, a `Kalendář` stand-in with the error
 * (the date can still be typed) and `Zkusit znovu`; the field and what was typed stay, and Escape
 * returns the focus to the button.
 */
export const CalendarLoadFailed: Story = {
  args: { calendar: callbackDays },
  beforeEach: () => failingDownloads(calendarPopover),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Datum' });
    await userEvent.type(input, '30. 11. 2026');
    const open = canvas.getByRole('button', { name: OPEN });
    await userEvent.click(open);
    const standIn = await screen.findByRole('dialog', { name: 'Kalendář' });
    await expect(await within(standIn).findByRole('alert')).toHaveTextContent(
      'Kalendář se nepodařilo načíst. Datum můžete napsat do pole, nebo zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await waitFor(() => expect(within(standIn).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
    await expect(input).toHaveValue('30. 11. 2026');
    // Asked again, it downloads again (and fails again here): the story ends on the stand-in.
    await userEvent.keyboard('{Enter}');
    await within(await screen.findByRole('dialog', { name: 'Kalendář' })).findByRole('alert');
  },
};
