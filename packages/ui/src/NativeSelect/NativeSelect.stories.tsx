import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect.js';

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Lokalita',
    name: 'location',
    options: [
      { value: 'Praha', label: 'Praha' },
      { value: 'Brno', label: 'Brno' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled native `<select>` for forms with several choices: the device’s own picker, no script of its own (the Radix `Select` costs about 30 kB). It starts on an empty `Vyberte` option, so no choice is made for the visitor.',
      },
    },
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Lokalita' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Brno');
    await expect(select).toHaveValue('Brno');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Lokalita je povinný údaj.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Lokalita (povinné)' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Chyba: Lokalita je povinný údaj.');
  },
};
