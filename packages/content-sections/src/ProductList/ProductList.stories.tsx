import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
buttons' clicks are tracked by the page's click tracker. A \`.json\` picture is a Lottie animation: its
box is reserved on the server (its own size, else 5:3), and its player loads only once the card
scrolls into view, so a list with an animation is an island (without one it ships no JavaScript). The
animation loops and has a stop button; without alternative text it is decorative. The carousel shares
the same card.

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

/** A featured card, stickers, an image without alternative text, and a decorative `.json` animation. */
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

/** Pictures missing: the cards keep their text and button. */
export const MissingImages: Story = {
  args: {
    ...props(productListFixtures.full),
    items: props(productListFixtures.full).items.map((item) => ({ ...item, image: null, animation: null })),
  },
};

/**
 * Animated pictures (Lottie \`.json\`): played once in view, each with a stop button (WCAG 2.2.2);
 * the described one is an image named by its alternative text, the other is decorative.
 */
export const Animated: Story = {
  args: props(productListFixtures.animated),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Pulzující srdce' }, { timeout: 10_000 }),
    ).toBeVisible();
    const [stop] = await canvas.findAllByRole('button', { name: 'Zastavit animaci' }, { timeout: 10_000 });
    if (!stop) throw new Error('no stop button');
    await userEvent.click(stop);
    await expect(await canvas.findByRole('button', { name: 'Spustit animaci' })).toBeVisible();
  },
};

export const NoProducts: Story = { args: props(productListFixtures.empty) };

export const Phone: Story = {
  args: props(productListFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
