import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { itemListFixtures } from './fixtures.js';
import { ItemList } from './ItemList.js';
import { itemListBlock } from './itemListBlock.js';
import type { ItemListProps } from './itemListContent.js';

const props = (data: object) => contentProps<ItemListProps>(itemListBlock, data);

const meta = {
  title: 'Content sections/ItemList',
  component: ItemList,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Cards with an image, heading and perex (\`blocks.item-list\`), 1 / 2 / 3 a row. A card
with a \`detail\` (rich text: Blocks JSON, Markdown or HTML, sanitised on the server) gets a
\`Zobrazit detail\` button (named \`Zobrazit detail: <heading>\`) that opens it in the ui modal, titled
with the heading. An island only when some card has a detail: the button and modal are the shared
\`DetailModal\` client leaf; cards without details ship no JavaScript.

\`\`\`json
{ "__component": "blocks.item-list", "heading": "Co všechno pojistíte",
  "items": [{ "heading": "Domácnost", "perex": "Vybavení bytu i domu.",
              "image": { "url": "/uploads/dum.svg", "alternativeText": "Rodinný dům", "width": 320, "height": 200 },
              "detail": "Pojištění kryje **nábytek i elektroniku**." }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(itemListFixtures.full) };

/** The detail open: the modal is titled with the card's heading and shows its rich text. */
export const DetailOpen: Story = {
  args: props(itemListFixtures.full),
  // The dialog is portalled to <body>.
  parameters: { a11y: { context: 'body' } },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zobrazit detail: Auto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto' });
    await expect(within(dialog).getByRole('link', { name: 'stránce o autě' })).toHaveAttribute(
      'href',
      '/auto',
    );
  },
};

/** A heading only: no image, no detail, no button. */
export const Minimal: Story = {
  args: props(itemListFixtures.minimal),
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No block heading: the cards' headings are `h2`. */
export const EmptyOptionalFields: Story = { args: props(itemListFixtures.strapiNulls) };

export const LongCzechText: Story = { args: props(itemListFixtures.longText) };

/** Images missing: the cards keep their text and buttons. */
export const MissingImages: Story = {
  args: {
    ...props(itemListFixtures.full),
    items: props(itemListFixtures.full).items.map((item) => ({ ...item, image: null })),
  },
};

export const Phone: Story = {
  args: props(itemListFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const NoItems: Story = { args: props(itemListFixtures.empty) };
