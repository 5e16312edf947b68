import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const consent = (
  <>
    Beru na vědomí{' '}
    <a href="/ochrana-osobnich-udaju" target="_blank" rel="noopener">
      informace o zpracování osobních údajů
    </a>
    .
  </>
);

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: consent, name: 'termsAgreement' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Beru na vědomí/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // The link in the label is a link, not a second switch.
    await expect(canvas.getByRole('link', { name: 'informace o zpracování osobních údajů' })).toHaveAttribute(
      'href',
      '/ochrana-osobnich-udaju',
    );
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Marketing: Story = {
  args: {
    name: 'marketingAgreement',
    label: 'Souhlasím se zasíláním obchodních sdělení.',
    description: 'Souhlas můžete kdykoli odvolat.',
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Souhlas je povinný údaj.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Beru na vědomí/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Chyba: Souhlas je povinný údaj.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
