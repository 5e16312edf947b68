import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { productListFixtures } from './fixtures.js';
import { ProductList } from './ProductList.js';
import { productListBlock } from './productListBlock.js';
import type { ProductListProps } from './productListContent.js';

const props = (data: object) => contentProps<ProductListProps>(productListBlock, data);

const meta = {
  title: 'Content sections/ProductList',
  component: ProductList,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Products as cards (\`blocks.product-list\`): heading, perex, price in Kč with what it
is for (\`měsíčně\`), stickers (\`tba\`, \`tip\`, \`recommended\`, \`new\`, \`newCar\`, \`allCars\`), a
picture and a call to action; \`isFeatured\` gives a card a strong frame. Static: no JavaScript; the
buttons' clicks are tracked by the page's click tracker. A \`.json\` (Lottie) picture is not played
here: the card shows no picture (the carousel shares the same card).

\`\`\`json
{ "__component": "blocks.product-list", "heading": "Vyberte si pojištění",
  "items": [{ "heading": "Pojištění domácnosti", "price": 1290, "priceInfo": "ročně", "sticker": "recommended",
    "button": { "text": "Zjistit více", "url": "/pojisteni-majetku" } }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A featured card, stickers, an image without alternative text, and a `.json` animation (no picture). */
export const Full: Story = {
  args: props(productListFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pojištění domácnosti' })).toBeVisible();
    await expect(canvas.getByText('Novinka')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Sjednat online/ })).toHaveAttribute('target', '_blank');
  },
};

/** Only a product's heading: no block heading, so the card's heading is an `h2`. */
export const Minimal: Story = { args: props(productListFixtures.minimal) };

/** Strapi sends `null` for every empty optional field. */
export const EmptyOptionalFields: Story = { args: props(productListFixtures.strapiNulls) };

export const AllStickers: Story = { args: props(productListFixtures.allStickers) };

export const LongCzechText: Story = { args: props(productListFixtures.longText) };

/** Images missing (and one `.json` animation): the cards keep their text and button. */
export const MissingImages: Story = {
  args: {
    ...props(productListFixtures.full),
    items: props(productListFixtures.full).items.map((item) => ({ ...item, image: null })),
  },
};

export const NoProducts: Story = { args: props(productListFixtures.empty) };

export const Phone: Story = {
  args: props(productListFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
