import { clearCalculation, publishCalculation } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog, withSite } from '../../../../test/storySupport.js';
import {
  CASCO_CALCULATOR,
  type CascoCalculation,
  calculationLabel,
} from '../calculation/cascoCalculation.js';
import { CascoSection } from './CascoSection.js';

const calculation: CascoCalculation = {
  brand: 'Toyota',
  age: '1-2 roky',
  value: 'více než 501\u00a0000',
  price: 2150,
  discountPercent: 5,
  allRisk: true,
};

/** What a casco calculator publishes in the tab once it has calculated. */
function publish() {
  publishCalculation({
    type: CASCO_CALCULATOR,
    arrangingForm: { ...calculation },
    summary: calculationLabel(calculation),
    calculatedAt: '2026-11-25T08:00:00.000Z',
  });
  return () => clearCalculation(CASCO_CALCULATOR);
}

const meta = {
  title: 'Casco dialog/CascoSection',
  component: CascoSection,
  decorators: [withSite('http://localhost:6006/havarijni-pojisteni')],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The CMS section \`casco.callback\` (\`heading\`, \`perex\`, \`buttonLabel\`, \`fromCalculator\`): a heading,
a text and the button that opens the casco dialog, whose code loads on the first click. With \`fromCalculator\`
on, the section follows the casco calculator: the calculation it published in the tab (ui's
\`publishCalculation\` under the type \`casco\`, the \`CascoCalculation\` as \`arrangingForm\`) is named under the
text and goes into the dialog, and the button says \`Ozvěte se mi\`. Without a calculation (or with the option
off) the button says \`Chci poradit\` and the dialog asks for the vehicle.`,
      },
    },
  },
  beforeEach() {
    clearCalculation(CASCO_CALCULATOR);
  },
} satisfies Meta<typeof CascoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutCalculator: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Chcete havarijní pojištění na míru?' }));
    const button = section.getByRole('button', { name: 'Chci poradit' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await screen.findByRole('tablist');
    const dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    await expect(dialog.getByRole('combobox', { name: /^Značka vozidla/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A calculation in the tab, but the section does not follow the calculator: it is not used. */
export const CalculationIgnored: Story = {
  beforeEach: publish,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chci poradit' })).toBeVisible();
    await expect(canvas.queryByText(/Vaše kalkulace/)).toBeNull();
  },
};

export const FromCalculator: Story = {
  args: { fromCalculator: true, heading: 'Havarijko: ozveme se vám s nabídkou' },
  beforeEach: publish,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Ozvěte se mi' });
    await expect(
      canvas.getByText('Vaše kalkulace: Toyota, 1-2 roky, 501 000, 2 150 Kč', {
        normalizer: (text) => text.replaceAll('\u00a0', ' '),
      }),
    ).toBeVisible();
    await userEvent.click(button);
    await screen.findByRole('tablist');
    const dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    await expect(dialog.getByText('(včetně slevy 5 %)')).toBeVisible();
    await expect(dialog.queryByRole('combobox')).toBeNull();
  },
};

/** Following the calculator before anything was calculated: the dialog asks for the vehicle. */
export const FromCalculatorWithoutCalculation: Story = {
  args: { fromCalculator: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chci poradit' })).toBeVisible();
    await expect(canvas.queryByText(/Vaše kalkulace/)).toBeNull();
  },
};
