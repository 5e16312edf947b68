import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingDownloads, shownDialog, withSite } from '../../../../test/storySupport.js';
import type { CascoCalculation } from '../calculation/cascoCalculation.js';
import { CascoButton, cascoDialog } from './CascoButton.js';

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
click the page carries only the button: the click shows a dialog at once (ui's \`LoadingDialog\` with \`Načítání…\`,
while the dialog's code downloads), then the dialog. Escape closes it and focus returns to the
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

/**
 * The dialog's code cannot be downloaded: ui's lazy-dialog rule, a stand-in of the dialog's name with the
 * error and `Zkusit znovu`; the button stays, and Escape returns the focus to it.
 */
export const LoadFailed: Story = {
  beforeEach: () => failingDownloads(cascoDialog),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.click(button);
    const standIn = await screen.findByRole('dialog', { name: 'Ozveme se vám s konkrétní nabídkou' });
    await expect(await within(standIn).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await waitFor(() => expect(within(standIn).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    // Asked again, it downloads again (and fails again here): the story ends on the stand-in.
    await userEvent.keyboard('{Enter}');
    await within(
      await screen.findByRole('dialog', { name: 'Ozveme se vám s konkrétní nabídkou' }),
    ).findByRole('alert');
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

/** Presses Tab (or Shift+Tab) until `target` has the focus, failing if the Tab order never reaches it. */
async function tabTo(target: HTMLElement, shift = false) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) {
    await userEvent.tab({ shift });
  }
  await expect(target).toHaveFocus();
}

/**
 * By keyboard alone: Enter opens the dialog with the focus in it; the arrow keys switch the tabs; Enter
 * on `Odeslat` with nothing filled in says what is missing on each field and takes the focus to the
 * first, whose error is read with it; each tab is its own form, so the other tab shows none of those
 * errors; Escape closes the dialog, the focus back on the button, and reopening finds it as it was.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Chci poradit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('tablist');
    const shown = await shownDialog('Ozveme se vám s konkrétní nabídkou');
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    let dialog = within(shown);
    const phoneTab = dialog.getByRole('tab', { name: 'Zavolejte mi' });
    const emailTab = dialog.getByRole('tab', { name: 'Ozvěte se na e-mail' });
    await tabTo(phoneTab);
    await userEvent.keyboard('{ArrowRight}');
    await expect(emailTab).toHaveFocus();
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Rodné číslo/ })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.queryByRole('textbox', { name: /^Rodné číslo/ })).toBeNull();

    await tabTo(dialog.getByRole('button', { name: 'Odeslat' }));
    await userEvent.keyboard('{Enter}');
    const messages = [
      'Značka vozidla je povinný údaj.',
      'Věk vozidla je povinný údaj.',
      'Hodnota vozidla je povinný údaj.',
      'Jméno je povinný údaj.',
      'Telefon je povinný údaj.',
    ];
    for (const message of messages) await expect(await dialog.findByText(message)).toBeVisible();
    const brand = dialog.getByRole('combobox', { name: /^Značka vozidla/ });
    await waitFor(() => expect(brand).toHaveFocus());
    await expect(brand).toHaveAccessibleDescription('Chyba: Značka vozidla je povinný údaj.');
    await expect(brand).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Jméno/ })).toHaveAccessibleDescription(
      'Chyba: Jméno je povinný údaj.',
    );

    // The e-mail tab is a form of its own: none of the phone tab's errors there.
    await tabTo(phoneTab, true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Jméno/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByText(/je povinný údaj\./)).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await dialog.findByText('Telefon je povinný údaj.')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    dialog = within(await shownDialog('Ozveme se vám s konkrétní nabídkou'));
    await expect(dialog.getByRole('tab', { name: 'Zavolejte mi' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Jméno je povinný údaj.')).toBeVisible();
  },
};
