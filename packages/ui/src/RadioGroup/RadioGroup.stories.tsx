import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.js';

const dayParts = [
  { value: '0', label: 'Dopoledne', description: '8:00–12:00' },
  { value: '1', label: 'Odpoledne', description: '13:00–17:00' },
];

function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  render: (args) => <ControlledRadioGroup {...args} />,
  args: { legend: 'Kdy vám můžeme zavolat?', name: 'dayTime', options: dayParts, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Kdy vám můžeme zavolat?' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Odpoledne' }));
    await expect(args.onChange).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('radio', { name: 'Odpoledne' })).toBeChecked();
    // Arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Dopoledne' })).toBeChecked();
  },
};

export const Chosen: Story = { args: { value: '0' } };

export const Cards: Story = { args: { variant: 'cards', orientation: 'horizontal', value: '1' } };

export const WithError: Story = {
  args: { required: true, error: 'Čas je povinný údaj.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Kdy vám můžeme zavolat/ });
    await expect(group).toHaveAccessibleDescription('Chyba: Čas je povinný údaj.');
    await expect(canvas.getByRole('radio', { name: 'Dopoledne' })).toHaveAttribute('aria-invalid', 'true');
    // The radio a form focuses on error says the error itself, after its own line.
    await expect(canvas.getByRole('radio', { name: 'Dopoledne' })).toHaveAccessibleDescription(
      '8:00–12:00 Chyba: Čas je povinný údaj.',
    );
  },
};

export const OneOptionDisabled: Story = {
  args: {
    hint: 'Dnes vám můžeme zavolat už jen odpoledne.',
    options: [{ ...dayParts[0], disabled: true }, dayParts[1]] as RadioGroupProps['options'],
    value: '1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dopoledne' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Odpoledne' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true, value: '0' } };

export const LongLabels: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    legend: 'Jakým způsobem si přejete prokázat svou totožnost při sjednávání pojištění?',
    name: 'identification',
    options: [
      { value: 'personalId', label: 'Rodné číslo pojistníka nebo oprávněné osoby uvedené ve smlouvě' },
      { value: 'companyId', label: 'IČO společnosti, která je pojistníkem' },
      { value: 'contractId', label: 'Číslo pojistné smlouvy' },
      { value: 'personalSpz', label: 'Státní poznávací značka pojištěného vozidla' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
