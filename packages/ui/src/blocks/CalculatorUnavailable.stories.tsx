import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { CalculatorUnavailable } from './CalculatorUnavailable.js';

const meta = {
  title: 'Blocks/CalculatorUnavailable',
  component: CalculatorUnavailable,
  args: { headingLevel: 2 },
  parameters: {
    docs: {
      description: {
        component: `What a calculator slot shows when the host registered no calculator for its type (SPEC-NOTES:
a slot the host can fill, never a made-up calculator). The quote flow and the advisor modal use it; the host
passes its own \`action\` (the call-back button), and the notice adds the brand's number with the call centre's
hours.`,
      },
    },
  },
} satisfies Meta<typeof CalculatorUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button>Zavolejte mi</Button> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Online výpočet tu zatím není k dispozici' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zavolejte mi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zavolat na +420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
  },
};

/** Under a dialog's or a section's heading. */
export const PhoneOnly: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('(Po–Pá 8–18 h)')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'The online calculation is not available here yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +420 800 100 200' })).toBeVisible();
  },
};
