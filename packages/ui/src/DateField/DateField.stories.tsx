import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField.js';

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
