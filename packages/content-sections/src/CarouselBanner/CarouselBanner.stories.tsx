import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { CarouselBanner } from './CarouselBanner.js';
import { carouselBannerBlock } from './carouselBannerBlock.js';
import type { CarouselBannerProps } from './carouselBannerContent.js';
import { carouselBannerFixtures } from './fixtures.js';

const props = (data: object) => contentProps<CarouselBannerProps>(carouselBannerBlock, data);

const meta = {
  title: 'Content sections/CarouselBanner',
  component: CarouselBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A banner over a carousel of offers (\`blocks.carousel-banner\`, SPEC §3): two items a
view on desktop, one on tablets and phones, a new one every \`itemsSwapDuration\` ms (5 s by default;
never on its own on large screens or with reduced motion; always with a pause button while it plays).
\`scrollTo\` turns the button into a link to a section's \`anchor\` on the page. \`html5\` is a Lottie
animation beside the heading, loaded when shown. An island with more than one item.

\`\`\`json
{ "__component": "blocks.carousel-banner", "heading": "Aktuální nabídky", "scrollTo": "kontakt",
  "relButton": { "text": "Poradit s výběrem", "url": "/kontakty" },
  "carouselItems": [{ "heading": "Havarijko na měsíc", "button": { "text": "Zjistit cenu", "url": "/havarijko-na-mesic" } }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CarouselBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: props(carouselBannerFixtures.full) };
export const OneItem: Story = { args: props(carouselBannerFixtures.oneItem) };
export const WithoutItems: Story = { args: props(carouselBannerFixtures.minimal) };
export const EmptyOptionalFields: Story = { args: props(carouselBannerFixtures.strapiNulls) };
/** An item without its image (optional in the CMS): the card keeps its heading, text and button. */
export const ItemWithoutImage: Story = {
  args: props(carouselBannerFixtures.itemWithoutImage),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Havarijko na měsíc' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zjistit cenu/ })).toBeVisible();
  },
};
export const LongCzechText: Story = { args: props(carouselBannerFixtures.longText) };
/** Phones show the editor's background image behind the banner, and one item a view. */
export const Phone: Story = {
  args: props(carouselBannerFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
