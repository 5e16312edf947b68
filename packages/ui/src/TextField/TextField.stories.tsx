import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField.js';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Jméno', name: 'name', autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Jméno' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Žofie');
    await expect(input).toHaveValue('Žofie');
  },
};

export const Filled: Story = { args: { defaultValue: 'Jiří Dvořák' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is decoration; the accessible name says "povinné" in words.
    await expect(canvas.getByRole('textbox', { name: 'Jméno (povinné)' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithHint: Story = {
  args: { label: 'E-mail', type: 'email', hint: 'Pošleme na něj potvrzení a nabídku.', name: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Pošleme na něj potvrzení a nabídku.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Jméno je povinný údaj.', hint: 'Jak vás máme oslovit.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Jméno/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Jak vás máme oslovit. Chyba: Jméno je povinný údaj.');
    await expect(canvas.getByText('Jméno je povinný údaj.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Jana Nováková' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jméno' })).toBeDisabled();
  },
};

export const LongCzechTexts: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Číslo pojistné smlouvy nebo návrhu pojistné smlouvy, kterou chcete změnit či zrušit',
    hint: 'Najdete ho v pravém horním rohu první strany smlouvy, v potvrzení o zaplacení nebo v e-mailu, který jsme vám poslali po sjednání.',
    error:
      'Číslo smlouvy je povinný údaj. Bez něj bohužel nemůžeme vaši žádost zpracovat, zkontrolujte prosím zadané údaje.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
