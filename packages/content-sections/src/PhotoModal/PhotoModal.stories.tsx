import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { photoModalFixtures } from './fixtures.js';
import { PhotoModal } from './PhotoModal.js';
import { photoModalBlock } from './photoModalBlock.js';
import type { PhotoModalProps } from './photoModalContent.js';

const props = (data: object) => contentProps<PhotoModalProps>(photoModalBlock, data);

const meta = {
  title: 'Content sections/PhotoModal',
  component: PhotoModal,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Photos as a grid of thumbnails (\`blocks.photo-modal\`), 2 / 3 / 4 a row, each with an
optional caption. Each thumbnail is a button (\`Zvětšit fotografii: <caption or alternative text>\`)
that opens the full photo in the ui modal, titled with the caption or alternative text (\`Fotografie\`
when there is neither). An island: the thumbnail buttons are a client leaf, the grid and captions are
server markup.

\`\`\`json
{ "__component": "blocks.photo-modal", "heading": "Fotografie z naší nové pobočky",
  "photos": [{ "image": { "url": "/uploads/pobocka.jpg", "alternativeText": "Budova pobočky",
                          "width": 1600, "height": 1200 },
               "caption": "Nová pobočka v Brně" }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PhotoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(photoModalFixtures.full) };

/** A photo open: the modal is titled with the caption and shows the photo with its alternative text. */
export const PhotoOpen: Story = {
  args: props(photoModalFixtures.full),
  // The dialog is portalled to <body>.
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Zvětšit fotografii: Asistenční služba na cestách' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asistenční služba na cestách' });
    // The dialog fades in: visible once its animation has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Červené auto na silnici v noci' })).toBeVisible(),
    );
  },
};

/** One photo without a caption: named by its alternative text. */
export const Minimal: Story = { args: props(photoModalFixtures.minimal) };

/** Neither caption nor alternative text: the button is named by the photo's number, the dialog `Fotografie`. */
export const EmptyOptionalFields: Story = {
  args: props(photoModalFixtures.strapiNulls),
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zvětšit fotografii 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografie' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongCzechText: Story = { args: props(photoModalFixtures.longText) };

/** A portrait photo open on a phone: the dialog fills the screen, the photo fits in it. */
export const PhoneOpen: Story = {
  args: props(photoModalFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Zvětšit fotografii: Zahrada u pobočky' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zahrada u pobočky' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Ovocný strom' })).toBeVisible());
  },
};

export const Phone: Story = {
  args: props(photoModalFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const NoPhotos: Story = { args: props(photoModalFixtures.empty) };
