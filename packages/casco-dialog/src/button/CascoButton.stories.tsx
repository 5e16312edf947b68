import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog, withSite } from '../../../../test/storySupport.js';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { CascoButton } from './CascoButton.js';

const calculation: CascoCalculation = {
  brand: 'Kia',
  age: '5-6 let',
  value: 450000,
  price: 890,
  allRisk: false,
};

const meta = {
  title: 'Casco dialog/CascoButton',
  component: CascoButton,
  decorators: [withSite('http://localhost:6006/havarijni-pojisteni')],
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The button that opens the casco dialog, for any React page (the \`casco.callback\` section uses it).
Its text is \`Chci poradit\`, or \`Ozvěte se mi\` when a \`calculation\` is passed, or the children. Until the first
click the page carries only the button: the click shows a dialog at once (a stand-in with \`Načítání…\`, ui's
\`PendingDialog\`, while the dialog's code downloads), then the dialog. Escape closes it and focus returns to the
button; what was typed is there when it opens again. The dialog's states are in \`Casco dialog/CascoDialog\`.`,
      },
    },
  },
} satisfies Meta<typeof CascoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a calculation: the click opens the dialog; closing and reopening keeps what was typed. */
export const WithoutCalculation: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    // A dialog of that name at once, the stand-in or the dialog itself.
    await screen.findByRole('dialog', { name: 'Ozveme se vám s konkrétní nabídkou' });
    await screen.findByRole('tablist');
    let dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Jméno/ }), 'Jana');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    await expect(dialog.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jana');
  },
};

/** With a calculation and a text of the page's own: the dialog shows the calculation's card. */
export const WithCalculationAndOwnText: Story = {
  args: { calculation, children: 'Chci nabídku k mé kalkulaci', variant: 'secondary' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chci nabídku k mé kalkulaci' }));
    await screen.findByRole('tablist');
    const dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    const card = within(dialog.getByRole('region', { name: 'Vaše kalkulace' }));
    await expect(card.getByText('Kia')).toBeVisible();
    await expect(
      card.getByText('450 000', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
    await expect(
      card.getByText('890 Kč', { normalizer: (text) => text.replaceAll('\u00a0', ' ') }),
    ).toBeVisible();
  },
};
