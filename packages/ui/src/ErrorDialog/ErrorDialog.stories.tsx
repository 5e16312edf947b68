import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ErrorDialog } from './ErrorDialog.js';

const meta = {
  title: 'Primitives/ErrorDialog',
  component: ErrorDialog,
  args: { open: true, onOpenChange: fn() },
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTexts: Story = {
  play: async ({ args }) => {
    // SPEC §8: the error modal of the site forms.
    const dialog = await screen.findByRole('dialog', { name: 'Chyba při zpracování' });
    await expect(dialog).toHaveTextContent('Litujeme, ale váš požadavek se nepodařilo dokončit.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const AlreadyCancelled: Story = {
  args: { children: <p>Tato smlouva už je zrušena.</p> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chyba při zpracování' });
    await expect(dialog).toHaveTextContent('Tato smlouva už je zrušena.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Processing error' });
    await expect(dialog).toHaveTextContent('We are sorry, but your request could not be completed.');
  },
};
