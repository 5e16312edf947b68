import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PhoneField } from './PhoneField.js';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { label: 'Telefon', name: 'phone', required: true },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Telefon/ });
    await expect(input).toHaveValue('+420 ');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    // Focus lands after the prefix: typing completes the number.
    await userEvent.click(input);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.keyboard('777 123 456');
    await expect(input).toHaveValue('+420 777 123 456');
  },
};

export const Filled: Story = { args: { defaultValue: '+421 905 123 456' } };

export const WithError: Story = {
  args: { defaultValue: '+420 12', error: 'Špatný formát čísla nebo chybí předvolba.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Telefon/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Chyba: Špatný formát čísla nebo chybí předvolba.');
  },
};

export const WithPrefixHint: Story = {
  args: { hint: 'Uveďte číslo s předvolbou +420 nebo +421.' },
};

export const Disabled: Story = { args: { disabled: true } };
