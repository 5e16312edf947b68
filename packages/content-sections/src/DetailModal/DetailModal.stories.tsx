import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { stringToRichText } from '../content/richText/stringToRichText.js';
import { DetailModal } from './DetailModal.js';

const meta = {
  title: 'Content sections/Parts/DetailModal',
  component: DetailModal,
  parameters: {
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The \`Zobrazit detail\` button and the modal with an item's rich-text detail, shared by
NumberedList and ItemList; the only part of those blocks that hydrates. The content is already
sanitised by the block's schema on the server; the button's name includes the item's heading, so
screen-reader users can tell the buttons apart.`,
      },
    },
  },
  args: {
    title: 'Vyplňte záznam o nehodě',
    content: stringToRichText(
      'Záznam o dopravní nehodě podepíší **oba řidiči**; každý si nechá jednu kopii.\n\n- SPZ obou vozidel\n- jména svědků',
    ),
  },
} satisfies Meta<typeof DetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  async play({ canvasElement }) {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Zobrazit detail: Vyplňte záznam o nehodě' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vyplňte záznam o nehodě' });
    // The dialog fades in from opacity 0.
    await waitFor(() => expect(within(dialog).getByText('oba řidiči')).toBeVisible());
  },
};

export const OwnButtonText: Story = { args: { buttonText: 'Jak na to' } };
