import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAnalytics } from '../../test/storySite.js';
import { contentProps } from '../registry/registry.js';
import { productCarouselFixtures } from './fixtures.js';
import { ProductCarousel } from './ProductCarousel.js';
import { productCarouselBlock } from './productCarouselBlock.js';
import type { ProductCarouselProps } from './productCarouselContent.js';

const props = (data: object) => contentProps<ProductCarouselProps>(productCarouselBlock, data);
const analytics = fn();

const meta = {
  title: 'Content sections/ProductCarousel',
  component: ProductCarousel,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The product list's items in the carousel (\`blocks.product-carousel\`): three a view
on desktop, one on tablets and phones, infinite, auto-playing where the ui carousel does. An island:
each slide change sends \`Karusel\` (category \`Produkty\`, label the current product's heading). The
cards are the list's \`ProductCard\`; a \`.json\` animation shows no picture. With one product it
stays static.

\`\`\`json
{ "__component": "blocks.product-carousel", "heading": "Naše nejoblíbenější pojištění",
  "items": [{ "heading": "Povinné ručení", "price": 2990, "priceInfo": "ročně", "sticker": "tip" },
            { "heading": "Pojištění domácnosti", "price": 1290, "priceInfo": "ročně" }] }
\`\`\``,
      },
    },
  },
  decorators: [withAnalytics(analytics)],
  beforeEach: () => analytics.mockClear(),
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products a view; moving on reports the product that became current. */
export const Desktop: Story = {
  args: props(productCarouselFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Další' }));
    await waitFor(() =>
      expect(analytics).toHaveBeenLastCalledWith({
        name: 'Karusel',
        category: 'Produkty',
        label: 'Pojištění domácnosti',
      }),
    );
  },
};

export const Phone: Story = {
  args: props(productCarouselFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};

export const Tablet: Story = {
  args: props(productCarouselFixtures.full),
  globals: { viewport: { value: 'tablet' } },
};

/** No block heading: the carousel is named `Naše produkty`, the cards' headings are `h2`. */
export const EmptyOptionalFields: Story = { args: props(productCarouselFixtures.strapiNulls) };

/** One product: nothing to slide, no controls. */
export const SingleProduct: Story = { args: props(productCarouselFixtures.minimal) };

export const LongCzechText: Story = {
  args: props(productCarouselFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
};

/** Images missing: the cards keep their text and button. */
export const MissingImages: Story = {
  args: {
    ...props(productCarouselFixtures.full),
    items: props(productCarouselFixtures.full).items.map((item) => ({
      ...item,
      image: null,
      animation: null,
    })),
  },
};

/** One product with a Lottie animation: played once in view, with a stop button (WCAG 2.2.2). */
export const AnimatedProduct: Story = {
  args: props(productCarouselFixtures.oneAnimated),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Pulzující srdce' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Zastavit animaci' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const NoProducts: Story = { args: props(productCarouselFixtures.empty) };
