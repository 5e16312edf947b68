import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ThankYouDialog } from './ThankYouDialog.js';

const meta = {
  title: 'Primitives/ThankYouDialog',
  component: ThankYouDialog,
  args: { open: true, onOpenChange: fn() },
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof ThankYouDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultHeading: Story = {
  args: { children: <p>Děkujeme, formulář byl odeslán a my se brzy ozveme.</p> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Děkujeme za váš zájem!' });
    await expect(dialog).toHaveTextContent('Děkujeme, formulář byl odeslán a my se brzy ozveme.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Zavřít' })[1] as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CustomHeadingAndBottomText: Story = {
  args: {
    heading: 'A je to.',
    children: <p>Náš Horizont poradce vás bude brzy kontaktovat.</p>,
    bottomText: 'Pokud spěcháte, zavolejte nám na +420 800 100 200.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'A je to.' });
    await expect(dialog).toHaveTextContent('Pokud spěcháte, zavolejte nám na +420 800 100 200.');
  },
};

export const CustomIcon: Story = {
  args: {
    heading: 'Hotovo',
    icon: <span aria-hidden="true">📞</span>,
    children: <p>Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.</p>,
    bottomText: 'Stránku můžete nyní zavřít.',
  },
};

export const NoIcon: Story = { args: { icon: null, children: <p>Děkujeme!</p> } };
